/**
 * Where the river-source map puts a place and how it tints a prefecture: shared by the drawing made
 * ahead of time (pilotMapDrawing.ts at the root of apps/web) and the pins the page places over it
 * (PilotMap.tsx), so the two always agree (docs/performance.md "The pilot map").
 */

/** The map's margin inside its box, px (app/firstPaint.css `.pilot-map`). */
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

/** A prefecture's fill: its province's tint, from the first two digits of its adcode. */
export function provinceTint(adcode: number): string {
  return PROVINCE_TINT[String(adcode).slice(0, 2)] ?? '#eeeeee';
}

// Where a place falls on the drawing: shared with the about-us page's map (components/riverSourceMapPlace.ts).
export { mapFraction } from '../../components/riverSourceMapPlace';
