import { readFile } from 'node:fs/promises';
import { RIVER_SOURCE_PREVIEW } from '@jhy/contract';
import { describe, expect, it } from 'vitest';
import { drawMapPreview, previewFile, readPrefectures } from './pilotMapPreview.ts';

describe('the pilot map\'s picture (docs/performance.md "The pilot map")', () => {
  it("is what the outlines and the live map's option draw: `npm run draw:pilot-map-preview -w apps/web` after changing either", async () => {
    expect(await readFile(previewFile, 'utf8')).toBe(drawMapPreview(await readPrefectures()));
  });

  it('stays small enough to be the first thing a slow network brings, stretched as the live map is', async () => {
    const picture = await readFile(previewFile, 'utf8');
    expect(picture.length).toBeLessThan(45_000);
    const { width, height } = RIVER_SOURCE_PREVIEW;
    expect(picture).toMatch(new RegExp(`^<svg width="${width}" height="${height}" preserveAspectRatio="none"`));
    expect(picture).toContain('viewBox="16 16 868 568"');
    // Every prefecture is drawn.
    expect(picture.match(/<path /g)).toHaveLength((await readPrefectures()).features.length);
  });
});
