import type { SysConfigMap } from '../../api/sysConfig';

/** Where the exchange is (西宁市城西区五四西路) when configuration says nothing usable. */
export const DEFAULT_EXCHANGE_POSITION: [number, number] = [36.6232, 101.7576];
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_ATTRIBUTION = '© OpenStreetMap contributors';

const inRange = (value: number, limit: number) => Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * The about-us map's settings from system configuration (map_lat, map_lng, map_tile_url,
 * map_tile_attribution), each falling back to its default when missing or malformed: a tile
 * address must be http(s) and carry {z}, {x} and {y}.
 */
export function aboutMapSettings(config: SysConfigMap | undefined) {
  const lat = Number.parseFloat(config?.map_lat ?? '');
  const lng = Number.parseFloat(config?.map_lng ?? '');
  const tileUrl = config?.map_tile_url?.trim() ?? '';
  const validTiles = /^https?:\/\//i.test(tileUrl) && ['{z}', '{x}', '{y}'].every((part) => tileUrl.includes(part));
  return {
    position: inRange(lat, 90) && inRange(lng, 180) ? ([lat, lng] as [number, number]) : DEFAULT_EXCHANGE_POSITION,
    tileUrl: validTiles ? tileUrl : DEFAULT_TILE_URL,
    attribution: config?.map_tile_attribution?.trim() || DEFAULT_ATTRIBUTION,
  };
}
