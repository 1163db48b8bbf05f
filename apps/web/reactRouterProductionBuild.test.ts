import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { reactRouterProductionFiles } from './reactRouterProductionBuild.ts';
import viteConfig from './vite.config.ts';

/** Every file a module reaches through its relative imports, itself included. */
function filesReachedFrom(file: string, reached = new Set<string>()): Set<string> {
  if (reached.has(file)) return reached;
  reached.add(file);
  for (const [, relative] of readFileSync(file, 'utf8').matchAll(/from "(\.\/[^"]+)"/g)) {
    filesReachedFrom(path.join(path.dirname(file), relative!), reached);
  }
  return reached;
}

/** The files among those that set React Router's development-warnings switch, with its value. */
function devWarningSwitches(files: Set<string>): Map<string, string> {
  const switches = new Map<string, string>();
  for (const file of files) {
    const value = /var ENABLE_DEV_WARNINGS = (\w+);/.exec(readFileSync(file, 'utf8'))?.[1];
    if (value) switches.set(file, value);
  }
  return switches;
}

describe('React Router’s production build', () => {
  it('is what the build resolves react-router and react-router/dom to: development warnings off', () => {
    const { router, dom } = reactRouterProductionFiles();
    const fromRouter = devWarningSwitches(filesReachedFrom(router));
    const fromDom = devWarningSwitches(filesReachedFrom(dom));

    expect([...fromRouter.values()]).toEqual(['false']);
    // One copy of the router's code, so the DOM entry and the hooks share one router context.
    expect([...fromDom.keys()]).toEqual([...fromRouter.keys()]);
  });

  it('is among the build’s plugins', () => {
    const names = (viteConfig.plugins ?? []).flat().map((plugin) => (plugin && 'name' in plugin ? plugin.name : ''));
    expect(names).toContain('react-router-production-build');
  });
});
