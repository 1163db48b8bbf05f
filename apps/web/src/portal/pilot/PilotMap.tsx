import { useQuery } from '@tanstack/react-query';
import { useMediaQuery, WIDE_SCREEN } from '../../components/useMediaQuery';
import type { PilotCounty, ZoneMapData } from '@jhy/contract';
import { EffectScatterChart, MapChart, ScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { EChart } from '../../components/EChart';
import { ListFailure } from '../../components/ListFailure';
import { PilotMapPlaceholder } from './PilotMapPlaceholder';
import {
  riverSourceGeo,
  RIVER_SOURCE_OUTLINES_PATH,
  RIVER_SOURCE_MAP,
  type PrefectureProperties,
} from './riverSourceMap';

echarts.use([MapChart, EffectScatterChart, ScatterChart, GeoComponent, TooltipComponent]);

const GEO_URL = `${import.meta.env.BASE_URL}${RIVER_SOURCE_OUTLINES_PATH}`;

interface GeoFeature {
  properties: PrefectureProperties;
}

function useRiverSourceGeo() {
  return useQuery({
    queryKey: ['pilot', 'geo'],
    queryFn: async ({ signal }) => {
      const response = await fetch(GEO_URL, { signal });
      if (!response.ok) throw new Error(`geo ${response.status}`);
      const geo = (await response.json()) as { features: GeoFeature[] };
      echarts.registerMap(RIVER_SOURCE_MAP, geo as never);
      return geo.features.map((feature) => feature.properties);
    },
    staleTime: Infinity,
  });
}

function tooltipOf(zone: ZoneMapData): string {
  const rows = zone.count.map((row) => `${row.typeName}：${row.num} 个产品`).join('<br/>');
  return `<strong>${zone.zone_name}</strong><br/>${rows}<br/>成交额：${zone.transaction_amount} 万元`;
}

/**
 * The river-source map (category 178): the four provinces' prefectures, each province tinted, and a pin
 * per pilot prefecture zone over dots for the named pilot counties; its tooltip gives the zone's products by category and its deals in 万元, a
 * click opens the zone. 900 × 600 on a wide screen, scaled down on a phone.
 */
export default function PilotMap({
  zones,
  counties,
  onOpenZone,
}: {
  zones: ZoneMapData[];
  /** The named pilot counties, drawn as small dots under the pins. */
  counties: PilotCounty[];
  onOpenZone: (zone: ZoneMapData) => void;
}) {
  const geo = useRiverSourceGeo();
  const wide = useMediaQuery(WIDE_SCREEN);

  const option = useMemo<EChartsCoreOption | undefined>(() => {
    if (!geo.data) return undefined;
    return {
      tooltip: { trigger: 'item', confine: true },
      geo: riverSourceGeo(geo.data),
      series: [
        {
          type: 'scatter',
          coordinateSystem: 'geo',
          symbolSize: wide ? 7 : 5,
          itemStyle: { color: '#1f8a56', borderColor: '#ffffff', borderWidth: 1 },
          tooltip: { formatter: (params: { name: string }) => `试点县：${params.name}` },
          data: counties.map((county) => ({ name: county.name, value: [county.lng, county.lat] })),
        },
        {
          type: 'effectScatter',
          coordinateSystem: 'geo',
          // A pin ripples while the pointer is on it, not for as long as the page is open: every frame
          // of a ripple walks the whole map (thousands of outline points), which kept a slow phone's
          // main thread busy for seconds. On a layer (canvas) of its own, a ripple redraws the pins
          // alone (docs/performance.md "The pilot map").
          showEffectOn: 'emphasis',
          zlevel: 1,
          symbol: 'pin',
          symbolSize: wide ? 34 : 24,
          rippleEffect: { scale: 2.2, brushType: 'stroke' },
          itemStyle: { color: '#1f5f99' },
          label: {
            show: true,
            position: 'right',
            formatter: '{b}',
            color: '#0f3d2e',
            fontWeight: 'bold',
            fontSize: wide ? 13 : 10,
          },
          tooltip: { formatter: (params: { dataIndex: number }) => tooltipOf(zones[params.dataIndex]!) },
          data: zones.map((zone) => ({ name: zone.zone_name, value: [zone.lng, zone.lat] })),
        },
      ],
    };
  }, [geo.data, zones, counties, wide]);

  if (geo.isError) return <ListFailure onRetry={geo.refetch} retrying={geo.isFetching} />;
  if (!option) return <PilotMapPlaceholder />;
  return (
    <EChart
      className="pilot-map"
      label={`川甘青藏江河源地图：${zones.map((zone) => zone.zone_name).join('、')}`}
      option={option}
      height={wide ? 600 : 300}
      onRendered={(chart) => {
        // Where each pin is drawn, on the wrapper: the browser journey points at a pin as a visitor would.
        const pins = Object.fromEntries(
          zones.map((zone) => [zone.zone_name, chart.convertToPixel({ geoIndex: 0 }, [zone.lng, zone.lat])]),
        );
        const wrapper = chart.getDom().parentElement;
        const drawn = JSON.stringify(pins);
        if (wrapper && wrapper.dataset.pins !== drawn) wrapper.dataset.pins = drawn;
      }}
      onItemClick={(params) => {
        if (params.seriesType === 'effectScatter') onOpenZone(zones[params.dataIndex]!);
      }}
    />
  );
}
