/**
 * The pilot page's river-source map, drawn ahead of time from the prefectures' outlines
 * (docs/performance.md "The pilot map"): one SVG of the four provinces' prefectures, each in its
 * province's tint with white borders. The page shows this drawing at once and places the zones'
 * pins and the counties' dots over it (src/portal/pilot/PilotMap.tsx), so a visitor's phone runs
 * no map library and reads no outlines.
 *
 * - The outlines are mapped linearly from their extent (`RIVER_SOURCE_MAP_PICTURE.bounds`) onto the
 *   drawing's 868 × 568 box, the pins by the same rule (src/portal/pilot/riverSourceMap.ts), and the
 *   page stretches both over the map's box.
 * - A point that moves a line by less than `TOLERANCE_PX` of that box is left out (Ramer–Douglas–
 *   Peucker) and positions are written to a tenth of a pixel: a map of at most 900 × 600 that does
 *   not zoom cannot show more, and the published 500 KB become a few tens of KB.
 *
 * `npm run draw:pilot-map -w apps/web` writes the drawing to public/geo/ from geo/; the test next to
 * this file fails when the committed file is not what the source outlines make.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RIVER_SOURCE_MAP_PICTURE } from '@jhy/contract';
import { mapFraction, provinceTint, type PrefectureProperties } from './src/portal/pilot/riverSourceMap.ts';

/** Left out: a point closer than this to the line without it, in pixels of the 868 × 568 drawing. */
const TOLERANCE_PX = 0.75;
/** A ring whose extent is below this, in pixels, cannot be seen and is left out. */
const SMALLEST_RING_PX = 1;

type Position = number[];
type Polygon = Position[][];
interface Prefecture {
  type: 'Feature';
  properties: PrefectureProperties;
  geometry: { type: 'Polygon'; coordinates: Polygon } | { type: 'MultiPolygon'; coordinates: Polygon[] };
}
export interface Prefectures {
  type: 'FeatureCollection';
  features: Prefecture[];
}

/** Distance from `point` to the segment from `start` to `end`. */
function distanceToSegment([px, py]: Position, [ax, ay]: Position, [bx, by]: Position): number {
  const length2 = (bx! - ax!) ** 2 + (by! - ay!) ** 2;
  const along =
    length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px! - ax!) * (bx! - ax!) + (py! - ay!) * (by! - ay!)) / length2));
  return Math.hypot(px! - (ax! + along * (bx! - ax!)), py! - (ay! + along * (by! - ay!)));
}

/** Ramer–Douglas–Peucker on one ring: keeps its ends and each point that moves the line by `tolerance`. */
function simplifyRing(ring: Position[], tolerance: number): Position[] {
  if (ring.length <= 4) return ring;
  const keep = new Array<boolean>(ring.length).fill(false);
  keep[0] = keep[ring.length - 1] = true;
  const spans: Array<[number, number]> = [[0, ring.length - 1]];
  while (spans.length > 0) {
    const [first, last] = spans.pop()!;
    let farthest = -1;
    let distance = tolerance;
    for (let index = first + 1; index < last; index += 1) {
      const d = distanceToSegment(ring[index]!, ring[first]!, ring[last]!);
      if (d > distance) [farthest, distance] = [index, d];
    }
    if (farthest < 0) continue;
    keep[farthest] = true;
    spans.push([first, farthest], [farthest, last]);
  }
  const kept = ring.filter((_, index) => keep[index]);
  // A closed ring needs four positions; one that shrinks below that is kept whole.
  return kept.length >= 4 ? kept : ring;
}

/** A position in pixels of the drawing, from degrees. */
function toPixels([lng, lat]: Position): Position {
  const { x, y } = mapFraction(lng!, lat!);
  return [x * RIVER_SOURCE_MAP_PICTURE.width, y * RIVER_SOURCE_MAP_PICTURE.height];
}

const visible = (ring: Position[]) => {
  const xs = ring.map((position) => position[0]!);
  const ys = ring.map((position) => position[1]!);
  return Math.max(...xs) - Math.min(...xs) >= SMALLEST_RING_PX || Math.max(...ys) - Math.min(...ys) >= SMALLEST_RING_PX;
};

/** A number of tenths of a pixel as path data writes it: `-1.5`, `.3`, `12`. */
const tenths = (value: number) => (value / 10).toString().replace(/^(-?)0\./, '$1.');

/**
 * One ring as path data: positions to a tenth of a pixel, each after the first written relative to
 * the one before (short numbers: a third smaller than absolute ones), repeats after rounding dropped.
 */
function ringPath(ring: Position[]): string {
  const points = ring.map(([x, y]) => [Math.round(x! * 10), Math.round(y! * 10)] as const);
  let path = `M${tenths(points[0]![0])} ${tenths(points[0]![1])}l`;
  for (let index = 1; index < points.length; index += 1) {
    const [dx, dy] = [points[index]![0] - points[index - 1]![0], points[index]![1] - points[index - 1]![1]];
    if (dx === 0 && dy === 0) continue;
    // A minus sign separates two numbers by itself.
    path += `${dx < 0 || path.endsWith('l') ? '' : ' '}${tenths(dx)}${dy < 0 ? '' : ' '}${tenths(dy)}`;
  }
  return `${path}z`;
}

function prefecturePath(prefecture: Prefecture): string {
  const polygons =
    prefecture.geometry.type === 'Polygon' ? [prefecture.geometry.coordinates] : prefecture.geometry.coordinates;
  return polygons
    .flat()
    .map((ring) => simplifyRing(ring.map(toPixels), TOLERANCE_PX))
    .filter(visible)
    .map(ringPath)
    .join('');
}

/**
 * The drawing as an SVG document, stretched to whatever box shows it (`preserveAspectRatio="none"`),
 * its borders as thin in any box (`non-scaling-stroke`). Each prefecture is one path marked with its
 * adcode.
 */
export function drawRiverSourceMap(prefectures: Prefectures): string {
  const { width, height } = RIVER_SOURCE_MAP_PICTURE;
  const paths = prefectures.features.map(
    (prefecture) =>
      `<path data-adcode="${prefecture.properties.adcode}" fill="${provinceTint(prefecture.properties.adcode)}" d="${prefecturePath(prefecture)}"/>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" preserveAspectRatio="none">`,
    '<style>path{stroke:#fff;stroke-width:0.8px;stroke-linejoin:round;vector-effect:non-scaling-stroke}</style>',
    ...paths,
    '</svg>',
    '',
  ].join('\n');
}

/**
 * The outlines as published (geo/SOURCES.md), from which the drawing is made: kept out of public/,
 * since no page loads them. (import.meta.dirname, not import.meta.url: under Vitest's jsdom the
 * latter is not a file: URL.)
 */
export const sourceOutlinesFile = path.join(import.meta.dirname, 'geo', 'river-source_4prov_prefectures.json');
export const drawingFile = path.join(import.meta.dirname, 'public', RIVER_SOURCE_MAP_PICTURE.src);

export async function readPrefectures(): Promise<Prefectures> {
  return JSON.parse(await readFile(sourceOutlinesFile, 'utf8')) as Prefectures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(drawingFile, drawRiverSourceMap(await readPrefectures()));
  console.log(`wrote ${drawingFile}`);
}
