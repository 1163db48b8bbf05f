/// <reference types="node" />
// The real build, as `npm start` makes it with NODE_ENV=test: the one proof that the bundle users get
// is what the journeys measure. `npm test` (scripts/test.mjs) makes that build once, before this run,
// for the journeys too, and says so with PORTAL_BUILT_WITH_NODE_ENV_TEST=1; run alone, the test
// builds it itself (docs/testing.md "One build").
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brandCssRule } from './palette';
// @ts-expect-error -- a plain ES module of the repository's scripts, without type declarations
import { buildPortal } from '../../../../scripts/portalBuild.mjs';

const root = path.resolve(import.meta.dirname, '../../../..');
const assets = path.join(root, 'apps/web/dist/assets');

describe('the build of npm start', () => {
  it('makes a production web bundle even when npm start runs with NODE_ENV=test', () => {
    if (process.env.PORTAL_BUILT_WITH_NODE_ENV_TEST !== '1') {
      (buildPortal as (root: string, env: NodeJS.ProcessEnv) => void)(root, { ...process.env, NODE_ENV: 'test' });
    }
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts) {
      const code = readFileSync(path.join(assets, name), 'utf8');
      // antd names its classes `css-dev-only-do-not-override-…` only in a development bundle.
      expect(code, name).not.toContain('css-dev-only-do-not-override');
    }
    // The palette is in the page itself, for the first paint (docs/performance.md "First paint").
    const page = readFileSync(path.join(root, 'apps/web/dist/index.html'), 'utf8');
    expect(page).toContain(brandCssRule());
    // The app's code is listed for index.html's script, after the main picture, not in <head>
    // (docs/performance.md "First load order"); every file it lists is in the build.
    expect(page).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const appCode = JSON.parse(/<script type="application\/json" id="app-code">(.*?)<\/script>/.exec(page)![1]!) as {
      modulePreloads: string[];
      entry: string;
      routeModules: Record<string, string[]>;
    };
    for (const file of [...appCode.modulePreloads, appCode.entry]) {
      expect(readdirSync(assets), file).toContain(file.replace('/assets/', ''));
    }
    // Eight scripts in the first load, the contract's in one of them (docs/performance.md "Few
    // requests"): a part chunk holding a module of the first load would bring the whole part along.
    expect(appCode.modulePreloads.length).toBeLessThanOrEqual(8);
    expect(appCode.modulePreloads.filter((file) => file.startsWith('/assets/contract-first-load-'))).toHaveLength(1);
    // The message center's own files, scripts and stylesheets, asked for with the app's: 24 before its parts.
    expect(appCode.routeModules['/main/myAccount?tab=messages']!.length).toBeLessThanOrEqual(17);
    // docs/performance.md: every text asset ships with its brotli and gzip copies, made once here,
    // small chunks too; only a copy that would not be smaller is left out.
    const files = readdirSync(assets);
    for (const name of files.filter((file) => /\.(js|css)$/.test(file))) {
      const content = readFileSync(path.join(assets, name));
      if (content.length >= 1024) expect(files, name).toEqual(expect.arrayContaining([`${name}.br`, `${name}.gz`]));
      const brotli = brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
      if (brotli.length < content.length) expect(files, name).toContain(`${name}.br`);
    }
    expectPartChunks(files);
  }, 300_000);
});

/** The chunks a build file imports statically, at any depth, itself included. */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(path.join(assets, file), 'utf8');
  for (const [, imported] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) staticImports(imported!, seen);
  return seen;
}

/**
 * The small parts pages load together are one chunk each (`portalPartChunks` in vite.config.ts,
 * docs/performance.md "Few requests"), and none of them brings antd or zod to the pages that load it.
 */
function expectPartChunks(files: string[]) {
  const chunkOf = (name: string) => files.filter((file) => file.startsWith(`${name}-`) && file.endsWith('.js'));
  for (const part of [
    ...['list-states', 'signed-in-parts', 'transaction-terms'],
    ...['contract-first-load', 'feature-paths', 'query-parts'],
  ]) {
    expect(chunkOf(part), part).toHaveLength(1);
    for (const file of staticImports(chunkOf(part)[0]!)) {
      expect(file, `${part} imports ${file}`).not.toMatch(/^vendor-antd-/);
      // zod's own error class: in a chunk only if zod is in it.
      expect(readFileSync(path.join(assets, file), 'utf8'), `${part} imports ${file}`).not.toContain('ZodError');
    }
  }
  // Each of these was a chunk of its own: now inside its part.
  for (const module of [
    ...['EmptyState', 'ListFailure', 'NoticeBox', 'StatusTag', 'auctionPhases', 'money', 'routes'],
    ...['PortalPager', 'LeftOutlined', 'certificationPaths', 'tradingPaths', 'queryPolicies', 'mutation'],
  ]) {
    expect(chunkOf(module), module).toEqual([]);
  }
}
