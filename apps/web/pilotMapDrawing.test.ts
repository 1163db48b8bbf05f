import { readFile } from 'node:fs/promises';
import { RIVER_SOURCE_PREVIEW } from '@jhy/contract';
import { describe, expect, it } from 'vitest';
import {
  drawMapPreview,
  liveOutlines,
  liveOutlinesFile,
  previewFile,
  readPrefectures,
  type Prefectures,
} from './pilotMapDrawing.ts';

// After changing the outlines or the map's option: `npm run draw:pilot-map -w apps/web`.
describe('what the pilot map draws (docs/performance.md "The pilot map")', () => {
  it('is, in the committed files, what the published outlines and the live map’s option make', async () => {
    const prefectures = await readPrefectures();
    expect(await readFile(liveOutlinesFile, 'utf8')).toBe(liveOutlines(prefectures));
    expect(await readFile(previewFile, 'utf8')).toBe(drawMapPreview(prefectures));
  });

  it('keeps every prefecture, by name, in both, and each small enough for a slow network', async () => {
    const prefectures = await readPrefectures();
    const names = prefectures.features.map((feature) => feature.properties.name);
    const live = JSON.parse(await readFile(liveOutlinesFile, 'utf8')) as Prefectures;
    expect(live.features.map((feature) => feature.properties.name)).toEqual(names);
    expect((await readFile(liveOutlinesFile)).length).toBeLessThan(160_000);

    const picture = await readFile(previewFile, 'utf8');
    expect(picture.match(/<path /g)).toHaveLength(names.length);
    expect(picture.length).toBeLessThan(45_000);
    // Stretched over its box as ECharts stretches the live map, inside the map's margin.
    const { width, height } = RIVER_SOURCE_PREVIEW;
    expect(picture).toMatch(new RegExp(`^<svg width="${width}" height="${height}" preserveAspectRatio="none"`));
    expect(picture).toContain('viewBox="16 16 868 568"');
  });
});
