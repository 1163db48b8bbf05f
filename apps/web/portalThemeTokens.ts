/**
 * Writes src/app/portalThemeTokens.json: antd's default algorithm applied to the portal's seed, ahead
 * of time, so that a visitor's phone does not derive the same ~440 tokens on every page load
 * (src/app/theme.ts `portalAlgorithm`). Run after changing the palette or upgrading antd:
 * `npm run theme:tokens -w apps/web`; src/app/theme.test.ts fails until then.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { theme } from 'antd';
import { portalSeed } from './src/app/theme.ts';

export const portalThemeTokensFile = path.join(import.meta.dirname, 'src', 'app', 'portalThemeTokens.json');

/** The file's content: the seed and the map tokens antd derives from it. */
export function portalThemeTokens(): string {
  const seed = portalSeed();
  return `${JSON.stringify({ seed, map: theme.defaultAlgorithm(seed) }, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(portalThemeTokensFile, portalThemeTokens());
  console.log(`wrote ${portalThemeTokensFile}`);
}
