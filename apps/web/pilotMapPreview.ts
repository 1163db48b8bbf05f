/**
 * Draws the picture of the river-source map that stands in the map's box while the pilot page's
 * zones, ECharts (about 160 KB gzip) and the outlines (500 KB) load (docs/performance.md "The pilot
 * map"): ECharts itself, rendering to an SVG string in Node, from the same outlines and the same
 * `geo` option as the live map (src/portal/pilot/riverSourceMap.ts), so the two are one drawing.
 *
 * The outlines are simplified first: a point that moves the line by less than half a pixel of the
 * widest map (900 px) is left out, which takes the picture from about 260 KB to the size the test
 * holds it to. `npm run draw:pilot-map-preview -w apps/web` writes it to public/; the test next to
 * this file fails when the committed picture is not what the outlines and the option draw.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MapChart } from 'echarts/charts';
import { GeoComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { RIVER_SOURCE_PREVIEW } from '@jhy/contract';
import {
  MAP_INSET,
  RIVER_SOURCE_GEO_PATH,
  riverSourceGeo,
  type PrefectureProperties,
} from './src/portal/pilot/riverSourceMap.ts';

echarts.use([MapChart, GeoComponent, SVGRenderer]);

/** The wide screen's map box (PilotMap.tsx): the picture is drawn at that size and scaled down. */
const WIDTH = 900;
const HEIGHT = 600;
/** Left out: a point closer than this to the line without it, in pixels of the 900 × 600 map. */
const TOLERANCE_PX = 1.5;
/** A name of its own, so drawing the picture never replaces the live map's registration. */
const PREVIEW_MAP = 'river-source-preview';

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

/** Distance from `point` to the segment from `start` to `end`, in the units of the scales given. */
function distanceToSegment(point: Position, start: Position, end: Position, scale: Position): number {
  const [px, py] = [point[0]! * scale[0]!, point[1]! * scale[1]!];
  const [ax, ay] = [start[0]! * scale[0]!, start[1]! * scale[1]!];
  const [bx, by] = [end[0]! * scale[0]!, end[1]! * scale[1]!];
  const length2 = (bx - ax) ** 2 + (by - ay) ** 2;
  const along = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / length2));
  return Math.hypot(px - (ax + along * (bx - ax)), py - (ay + along * (by - ay)));
}

/** Ramer–Douglas–Peucker on one ring: keeps its ends and each point that moves the line by `tolerance`. */
function simplifyRing(ring: Position[], tolerance: number, scale: Position): Position[] {
  if (ring.length <= 4) return ring;
  const keep = new Array<boolean>(ring.length).fill(false);
  keep[0] = keep[ring.length - 1] = true;
  const spans: Array<[number, number]> = [[0, ring.length - 1]];
  while (spans.length > 0) {
    const [first, last] = spans.pop()!;
    let farthest = -1;
    let distance = tolerance;
    for (let index = first + 1; index < last; index += 1) {
      const d = distanceToSegment(ring[index]!, ring[first]!, ring[last]!, scale);
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

/** Pixels per degree of the 900 × 600 map, along each axis (ECharts stretches the outlines over the box). */
function pixelsPerDegree(prefectures: Prefectures): Position {
  const positions = prefectures.features.flatMap((feature) =>
    feature.geometry.type === 'Polygon' ? feature.geometry.coordinates.flat() : feature.geometry.coordinates.flat(2),
  );
  const longitudes = positions.map((position) => position[0]!);
  const latitudes = positions.map((position) => position[1]!);
  const span = (values: number[]) => values.reduce((a, b) => Math.max(a, b)) - values.reduce((a, b) => Math.min(a, b));
  return [(WIDTH - 2 * MAP_INSET) / span(longitudes), (HEIGHT - 2 * MAP_INSET) / span(latitudes)];
}

function simplified(prefectures: Prefectures): Prefectures {
  const scale = pixelsPerDegree(prefectures);
  const polygon = (rings: Polygon): Polygon => rings.map((ring) => simplifyRing(ring, TOLERANCE_PX, scale));
  return {
    ...prefectures,
    features: prefectures.features.map((feature) => ({
      ...feature,
      geometry:
        feature.geometry.type === 'Polygon'
          ? { type: 'Polygon', coordinates: polygon(feature.geometry.coordinates) }
          : { type: 'MultiPolygon', coordinates: feature.geometry.coordinates.map(polygon) },
    })),
  };
}

/**
 * The picture as an SVG document: the outlines' area only (the map's margin is the box's padding on
 * the page), stretched to whatever box it is shown in, as ECharts stretches the live map.
 */
export function drawMapPreview(prefectures: Prefectures): string {
  echarts.registerMap(PREVIEW_MAP, simplified(prefectures) as never);
  const chart = echarts.init(null, undefined, { renderer: 'svg', ssr: true, width: WIDTH, height: HEIGHT });
  try {
    chart.setOption({
      animation: false,
      geo: { ...riverSourceGeo(prefectures.features.map((feature) => feature.properties)), map: PREVIEW_MAP },
    });
    const inner = `${WIDTH - 2 * MAP_INSET}`;
    const innerHeight = `${HEIGHT - 2 * MAP_INSET}`;
    return chart
      .renderToSVGString()
      .replace(
        /^<svg width="\d+" height="\d+"/,
        `<svg width="${inner}" height="${innerHeight}" preserveAspectRatio="none"`,
      )
      .replace(/viewBox="0 0 \d+ \d+"/, `viewBox="${MAP_INSET} ${MAP_INSET} ${inner} ${innerHeight}"`)
      .replace(/<rect width="\d+" height="\d+" x="0" y="0" fill="none"><\/rect>\n?/, '')
      .concat('\n');
  } finally {
    chart.dispose();
  }
}

// import.meta.dirname, not import.meta.url: under Vitest's jsdom the latter is not a file: URL.
const publicFolder = path.join(import.meta.dirname, 'public');

/** The outlines the live map loads. */
export async function readPrefectures(): Promise<Prefectures> {
  return JSON.parse(await readFile(path.join(publicFolder, RIVER_SOURCE_GEO_PATH), 'utf8')) as Prefectures;
}

export const previewFile = path.join(publicFolder, RIVER_SOURCE_PREVIEW.src);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(previewFile, drawMapPreview(await readPrefectures()));
  console.log(`wrote ${previewFile}`);
}
