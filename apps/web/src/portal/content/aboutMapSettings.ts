import type { SysConfigMap } from '../../api/sysConfig';

/** Where the exchange is (西宁市城西区五四西路) when configuration says nothing usable. */
export const DEFAULT_EXCHANGE_POSITION: [number, number] = [36.6232, 101.7576];

const inRange = (value: number, limit: number) => Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * The about-us map's settings from system configuration (map_lat, map_lng, map_tile_url,
 * map_tile_attribution), each falling back when missing or malformed. A street map needs a tile
 * service the exchange configures (http(s), with {z}, {x} and {y}); without one, `tileUrl` is ''
 * and the page draws the region from the boundaries the project ships (docs/accessibility.md
 * "Maps") — nothing is fetched from a foreign tile server by default.
 */
export function aboutMapSettings(config: SysConfigMap | undefined) {
  const lat = Number.parseFloat(config?.map_lat ?? '');
  const lng = Number.parseFloat(config?.map_lng ?? '');
  const tileUrl = config?.map_tile_url?.trim() ?? '';
  const validTiles = /^https?:\/\//i.test(tileUrl) && ['{z}', '{x}', '{y}'].every((part) => tileUrl.includes(part));
  return {
    position: inRange(lat, 90) && inRange(lng, 180) ? ([lat, lng] as [number, number]) : DEFAULT_EXCHANGE_POSITION,
    tileUrl: validTiles ? tileUrl : '',
    attribution: config?.map_tile_attribution?.trim() ?? '',
  };
}
