/**
 * How the river-source map draws its prefectures: shared by the live map (PilotMap.tsx) and the
 * picture of it that stands in its box while ECharts and the outlines load (pilotMapDrawing.ts at
 * the root of apps/web, docs/performance.md "The pilot map"), so the two are one drawing.
 */

/** The name the outlines are registered under with ECharts. */
export const RIVER_SOURCE_MAP = 'river-source';

/**
 * The prefectures of the four provinces as the map draws them: the published outlines
 * (apps/web/geo/SOURCES.md) without the detail a 900-px map cannot show (pilotMapDrawing.ts).
 */
export const RIVER_SOURCE_OUTLINES_PATH = 'geo/river-source_prefectures_map.json';

/** The map's margin inside its box, px: ECharts stretches the outlines over the rest of the box. */
export const MAP_INSET = 16;

/** Each province its own tint of the palette, so the four read as four at a glance. */
const PROVINCE_TINT: Record<string, string> = {
  '51': '#cfe8d6',
  '62': '#d8e6f3',
  '63': '#c4dfe9',
  '54': '#dcecd0',
};

export interface PrefectureProperties {
  name: string;
  adcode: number;
}

/** ECharts' `geo` component for the outlines: each prefecture in its province's tint, white borders. */
export function riverSourceGeo(prefectures: PrefectureProperties[]) {
  return {
    map: RIVER_SOURCE_MAP,
    roam: false,
    // Fill the box rather than a square in its middle.
    top: MAP_INSET,
    bottom: MAP_INSET,
    left: MAP_INSET,
    right: MAP_INSET,
    label: { show: false },
    itemStyle: { borderColor: '#ffffff', borderWidth: 0.8 },
    emphasis: { label: { show: false }, itemStyle: { areaColor: '#a9d5b5' } },
    regions: prefectures.map((prefecture) => ({
      name: prefecture.name,
      itemStyle: { areaColor: PROVINCE_TINT[String(prefecture.adcode).slice(0, 2)] ?? '#eeeeee' },
    })),
  };
}
