import { RIVER_SOURCE_MAP_PICTURE } from '@jhy/contract';

/**
 * Where a longitude and latitude (GCJ-02) fall on the drawing, as fractions of its width from the
 * left and of its height from the top: the outlines' extent maps linearly onto the box, north up.
 */
export function mapFraction(lng: number, lat: number): { x: number; y: number } {
  const { west, east, south, north } = RIVER_SOURCE_MAP_PICTURE.bounds;
  return { x: (lng - west) / (east - west), y: (north - lat) / (north - south) };
}
