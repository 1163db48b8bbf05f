import { readFile } from 'node:fs/promises';
import { RIVER_SOURCE_MAP_PICTURE } from '@jhy/contract';
import { describe, expect, it } from 'vitest';
import { drawingFile, drawRiverSourceMap, readPrefectures, type Prefectures } from './pilotMapDrawing.ts';
import { mapFraction } from './src/portal/pilot/riverSourceMap.ts';

/** Every position of the outlines, in degrees. */
function positionsOf(prefectures: Prefectures): number[][] {
  return prefectures.features.flatMap((feature) =>
    feature.geometry.type === 'Polygon' ? feature.geometry.coordinates.flat() : feature.geometry.coordinates.flat(2),
  );
}

/** Every position a path's data reaches, in pixels of the drawing (absolute `M`, then relative `l`). */
function pathPositions(data: string): number[][] {
  return [...data.matchAll(/M([^l]+)l([^z]*)z/g)].flatMap(([, start, moves]) => {
    const [x, y] = start!.trim().split(/\s+/).map(Number);
    const deltas = moves!.match(/-?\d*\.?\d+/g)?.map(Number) ?? [];
    const positions = [[x!, y!]];
    for (let index = 0; index + 1 < deltas.length; index += 2) {
      const [px, py] = positions.at(-1)!;
      positions.push([px! + deltas[index]!, py! + deltas[index + 1]!]);
    }
    return positions;
  });
}

// After changing the outlines or the drawing: `npm run draw:pilot-map -w apps/web`.
describe('the pilot map’s drawing (docs/performance.md "The pilot map")', () => {
  it('is, in the committed file, what the published outlines make', async () => {
    expect(await readFile(drawingFile, 'utf8')).toBe(drawRiverSourceMap(await readPrefectures()));
  });

  it('draws every prefecture, in a file small enough for a slow network', async () => {
    const prefectures = await readPrefectures();
    const drawing = await readFile(drawingFile, 'utf8');
    const adcodes = [...drawing.matchAll(/data-adcode="(\d+)"/g)].map((match) => Number(match[1]));
    expect(adcodes).toEqual(prefectures.features.map((feature) => feature.properties.adcode));
    expect(drawing.length).toBeLessThan(45_000);
    const { width, height } = RIVER_SOURCE_MAP_PICTURE;
    expect(drawing).toMatch(
      new RegExp(
        `^<svg [^>]*width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" preserveAspectRatio="none"`,
      ),
    );
  });

  it('maps the outlines’ extent onto its whole box, as the page places the pins', async () => {
    const positions = positionsOf(await readPrefectures());
    const { west, east, south, north } = RIVER_SOURCE_MAP_PICTURE.bounds;
    expect(Math.min(...positions.map(([lng]) => lng!))).toBe(west);
    expect(Math.max(...positions.map(([lng]) => lng!))).toBe(east);
    expect(Math.min(...positions.map(([, lat]) => lat!))).toBe(south);
    expect(Math.max(...positions.map(([, lat]) => lat!))).toBe(north);
    expect(mapFraction(west, north)).toEqual({ x: 0, y: 0 });
    expect(mapFraction(east, south)).toEqual({ x: 1, y: 1 });

    // The drawing's own extent: the box, to the tenth of a pixel its positions are written to.
    const drawn = [...(await readFile(drawingFile, 'utf8')).matchAll(/ d="([^"]+)"/g)].flatMap((match) =>
      pathPositions(match[1]!),
    );
    const { width, height } = RIVER_SOURCE_MAP_PICTURE;
    expect(Math.min(...drawn.map(([x]) => x!))).toBeCloseTo(0, 1);
    expect(Math.max(...drawn.map(([x]) => x!))).toBeCloseTo(width, 1);
    expect(Math.min(...drawn.map(([, y]) => y!))).toBeCloseTo(0, 1);
    expect(Math.max(...drawn.map(([, y]) => y!))).toBeCloseTo(height, 1);
  });
});
