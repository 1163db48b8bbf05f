import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { portalThemeTokens, portalThemeTokensFile } from './portalThemeTokens.ts';

// After changing the palette or upgrading antd: `npm run theme:tokens -w apps/web`.
describe('the portal theme’s precomputed tokens (docs/performance.md "antd\'s styles")', () => {
  it('are, in the committed file, antd’s default algorithm applied to the portal’s seed', async () => {
    expect(await readFile(portalThemeTokensFile, 'utf8')).toBe(portalThemeTokens());
  });
});
