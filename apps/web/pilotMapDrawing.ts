/**
 * What the pilot page's river-source map draws, made from the prefectures' outlines ahead of time
 * (docs/performance.md "The pilot map"):
 * - the outlines as the live map draws them: a point that moves a line by less than half a pixel of
 *   the widest map (900 × 600; the map does not zoom) is left out and positions are rounded to
 *   0.001° (a twentieth of a pixel), which takes the file from 500 KB to 150 KB (brotli: 100 → 27
 *   KB), and the time a slowed phone spends reading and drawing it with it;
 * - the picture that stands in the map's box while the zones, ECharts (about 160 KB gzip) and those
 *   outlines load: ECharts itself, rendering to an SVG string in Node, with the live map's `geo`
 *   option (src/portal/pilot/riverSourceMap.ts), so the two are one drawing; simplified further (a
 *   pixel and a half) to stay the few kilobytes a slow network brings first.
 *
 * `npm run draw:pilot-map -w apps/web` writes both to public/geo/ from geo/; the test next to this file fails
 * when the committed files are not what the source outlines and the option make.
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
  RIVER_SOURCE_OUTLINES_PATH,
  riverSourceGeo,
  type PrefectureProperties,
} from './src/portal/pilot/riverSourceMap.ts';

echarts.use([MapChart, GeoComponent, SVGRenderer]);

/** The wide screen's map box (PilotMap.tsx): the picture is drawn at that size and scaled down. */
const WIDTH = 900;
const HEIGHT = 600;
/** Left out: a point closer than this to the line without it, in pixels of the 900 × 600 map. */
const LIVE_TOLERANCE_PX = 0.5;
const PREVIEW_TOLERANCE_PX = 1.5;
/** Positions rounded to this many decimals of a degree (0.001° is about 0.04 px of the widest map). */
const DECIMALS = 3;
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

const rounded = (ring: Position[]): Position[] =>
  ring.map((position) => position.map((value) => Number(value.toFixed(DECIMALS))));

/** The outlines without the points a `tolerance` px line would not show, positions rounded. */
function simplified(prefectures: Prefectures, tolerance: number): Prefectures {
  const scale = pixelsPerDegree(prefectures);
  const polygon = (rings: Polygon): Polygon => rings.map((ring) => rounded(simplifyRing(ring, tolerance, scale)));
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

/** The outlines the live map loads, as a JSON document. */
export function liveOutlines(prefectures: Prefectures): string {
  return `${JSON.stringify(simplified(prefectures, LIVE_TOLERANCE_PX))}\n`;
}

/**
 * The picture as an SVG document: the outlines' area only (the map's margin is the box's padding on
 * the page), stretched to whatever box it is shown in, as ECharts stretches the live map.
 */
export function drawMapPreview(prefectures: Prefectures): string {
  echarts.registerMap(PREVIEW_MAP, simplified(prefectures, PREVIEW_TOLERANCE_PX) as never);
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

/**
 * The outlines as published (geo/SOURCES.md), from which both files are made: kept out of public/,
 * since no page loads them.
 */
export const sourceOutlinesFile = path.join(import.meta.dirname, 'geo', 'river-source_4prov_prefectures.json');

export async function readPrefectures(): Promise<Prefectures> {
  return JSON.parse(await readFile(sourceOutlinesFile, 'utf8')) as Prefectures;
}

export const liveOutlinesFile = path.join(publicFolder, RIVER_SOURCE_OUTLINES_PATH);
export const previewFile = path.join(publicFolder, RIVER_SOURCE_PREVIEW.src);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const prefectures = await readPrefectures();
  await writeFile(liveOutlinesFile, liveOutlines(prefectures));
  await writeFile(previewFile, drawMapPreview(prefectures));
  console.log(`wrote ${liveOutlinesFile} and ${previewFile}`);
}
