import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The web app's stylesheets: its own CSS under src/ and index.html's first-paint styles. */
function stylesheets(): { file: string; css: string }[] {
  const source = readdirSync(path.join(webRoot, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => path.join('src', file));
  return [...source, 'index.html']
    .sort()
    .map((file) => ({ file, css: readFileSync(path.join(webRoot, file), 'utf8') }));
}

/** Each `@keyframes` block's name with the properties its frames set. */
function keyframeProperties(css: string): { name: string; properties: string[] }[] {
  return [...css.matchAll(/@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^{}]*\})*)\s*\}/g)].map(([, name, frames]) => ({
    name: name!,
    properties: [...frames!.matchAll(/([\w-]+)\s*:/g)].map(([, property]) => property!).sort(),
  }));
}

describe('the web app’s animations', () => {
  it('move only what the compositor animates (transform, opacity), never what the main thread repaints', () => {
    const animations = stylesheets().flatMap(({ file, css }) =>
      keyframeProperties(css).map((keyframes) => ({ file, ...keyframes })),
    );

    expect(animations.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['jhy-progress', 'loading-shimmer', 'pilot-map-ripple']),
    );
    for (const { file, name, properties } of animations) {
      const others = properties.filter((property) => !['transform', 'opacity'].includes(property));
      expect(others, `@keyframes ${name} in ${file}`).toEqual([]);
    }
  });
});
