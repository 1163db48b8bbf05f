/// <reference types="node" />
// Runs the real build (a few seconds): the one proof that the bundle users get is what the journeys measure.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandCssRule } from './theme';
// @ts-expect-error -- a plain ES module of the repository's scripts, without type declarations
import { buildPortal } from '../../../../scripts/portalBuild.mjs';

const root = path.resolve(import.meta.dirname, '../../../..');
const assets = path.join(root, 'apps/web/dist/assets');

describe('the build of npm start', () => {
  it('makes a production web bundle even when npm start runs with NODE_ENV=test', () => {
    (buildPortal as (root: string, env: NodeJS.ProcessEnv) => void)(root, { ...process.env, NODE_ENV: 'test' });
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts) {
      const code = readFileSync(path.join(assets, name), 'utf8');
      // antd names its classes `css-dev-only-do-not-override-…` only in a development bundle.
      expect(code, name).not.toContain('css-dev-only-do-not-override');
    }
    const indexHtml = readFileSync(path.join(root, 'apps/web/dist/index.html'), 'utf8');
    // The palette is in the page itself, for the first paint (docs/performance.md "First paint").
    expect(indexHtml).toContain(brandCssRule());
    // The first load's own modules come as one chunk, not a dozen: on HTTP/1.1 each extra request
    // waits for one of six connections (docs/performance.md "First load"). Runtime, React, the
    // query cache, antd's first-screen modules, the app shell and the entry.
    const firstLoadScripts = indexHtml.match(/<script type="module"|<link rel="modulepreload"/g) ?? [];
    expect(firstLoadScripts.length).toBeLessThanOrEqual(6);
    // docs/performance.md: every text asset ships with its brotli and gzip copies, made once here.
    const textAssets = readdirSync(assets).filter((name) => /\.(js|css)$/.test(name));
    for (const name of textAssets) {
      if (readFileSync(path.join(assets, name)).length < 1024) continue;
      expect(readdirSync(assets), name).toEqual(expect.arrayContaining([`${name}.br`, `${name}.gz`]));
    }
  }, 300_000);
});
