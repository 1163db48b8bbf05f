import { RIVER_SOURCE_MAP_PICTURE, type PilotCounty, type ZoneMapData } from '@jhy/contract';
import type { CSSProperties } from 'react';
import { mapFraction } from './riverSourceMap';

/**
 * Where a place sits on the map, for pilot.css: its fractions of the drawing's width and height,
 * which the stylesheet turns into a position inside the map's margin (any box size, no measuring).
 */
function placeOf(place: { lng: number; lat: number }): CSSProperties {
  const { x, y } = mapFraction(place.lng, place.lat);
  return { '--map-x': x.toFixed(4), '--map-y': y.toFixed(4) } as CSSProperties;
}

/**
 * Which way a place's card (a zone's figures, a county's name) opens, so that it stays inside the
 * map: towards the middle from a place near the right edge, below one near the top.
 */
function sideOf(place: { lng: number; lat: number }, block: string): string {
  const { x, y } = mapFraction(place.lng, place.lat);
  return `${block}${x > 0.6 ? ` ${block}--leftward` : ''}${y < 0.4 ? ` ${block}--below` : ''}`;
}

/**
 * The river-source map (category 178, docs/product.md §2): the drawing of the four provinces'
 * prefectures, each province in its tint (made ahead of time, see riverSourceMap.ts), with a dot per
 * named pilot county and a pin per pilot prefecture zone. A pin is a button: pointing at it or
 * focusing it shows the zone's products by category and its deals in 万元, a click opens the zone.
 * 900 × 600 on a wide screen, scaled down on a phone (app/firstPaint.css `.pilot-map`), where the
 * pins go unnamed and a list under the map names the zones (their pins overlap there).
 *
 * Before the zones arrive it is the drawing alone, the same element as index.html's first paint, so
 * the page neither moves nor redraws when they come (docs/performance.md "The pilot map").
 */
export function PilotMap({
  zones,
  counties,
  onOpenZone,
}: {
  /** The pilot prefecture zones; none while the zone index loads. */
  zones: ZoneMapData[];
  /** The named pilot counties, drawn as small dots under the pins. */
  counties: PilotCounty[];
  onOpenZone: (zone: ZoneMapData) => void;
}) {
  const loading = zones.length === 0;
  return (
    <>
      <div
        className="pilot-map"
        role="group"
        aria-label={
          loading ? '川甘青藏江河源地图' : `川甘青藏江河源地图：${zones.map((zone) => zone.zone_name).join('、')}`
        }
        aria-busy={loading}
      >
        <img
          className="pilot-map__drawing"
          src={RIVER_SOURCE_MAP_PICTURE.src}
          alt=""
          width={RIVER_SOURCE_MAP_PICTURE.width}
          height={RIVER_SOURCE_MAP_PICTURE.height}
          fetchPriority="high"
        />
        {counties.length > 0 && (
          <ul className="pilot-map__counties" aria-label="试点县">
            {counties.map((county) => (
              <li key={county.code} className="pilot-map__county" style={placeOf(county)}>
                <span className={sideOf(county, 'pilot-map__county-name')}>试点县：{county.name}</span>
              </li>
            ))}
          </ul>
        )}
        {!loading && (
          <ul className="pilot-map__zones">
            {zones.map((zone) => (
              <li key={zone.id} className="pilot-map__place" style={placeOf(zone)}>
                <button
                  type="button"
                  className="pilot-map__pin"
                  aria-describedby={`pilot-zone-${zone.id}`}
                  onClick={() => onOpenZone(zone)}
                >
                  <svg className="pilot-map__pin-mark" viewBox="0 0 24 32" aria-hidden>
                    <path d="M12 0C5.4 0 0 5.2 0 11.7 0 20.5 12 32 12 32s12-11.5 12-20.3C24 5.2 18.6 0 12 0z" />
                    <circle cx="12" cy="11.5" r="4.5" />
                  </svg>
                  <span className="pilot-map__pin-name">{zone.zone_name}</span>
                </button>
                <span role="tooltip" id={`pilot-zone-${zone.id}`} className={sideOf(zone, 'pilot-map__tooltip')}>
                  <strong>{zone.zone_name}</strong>
                  {zone.count.map((row) => (
                    <span key={row.product_type}>
                      {row.typeName}：{row.num} 个产品
                    </span>
                  ))}
                  <span>成交额：{zone.transaction_amount} 万元</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {/*
        On a phone the pins of neighbouring zones (黄南, 甘南, 果洛) overlap and their names would
        cover each other: there the pins go unnamed and this list names every zone, each a target
        a finger can hit. It keeps its height while the zones load, so nothing below it moves.
      */}
      <ul className="pilot-map__zone-list" aria-label="试点专区">
        {zones.map((zone) => (
          <li key={zone.id}>
            <button type="button" onClick={() => onOpenZone(zone)}>
              {zone.zone_name}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
