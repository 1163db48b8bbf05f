import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIRST_ANSWERS, FIRST_PAINT_PLACES } from '@jhy/contract';
import { type AppCode, FIRST_SCREEN_PAGES, moveAppCodeIntoSlot, routeModulesOf } from './appCodeAfterPicture.ts';

/** The shape of Vite's built index.html: its tags in <head>, the page's slots in <body>. */
const builtPage = `<!doctype html><html><head>
    <link rel="preload" as="style" href="/assets/antd-1.css" id="antd-stylesheet">
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-react-b.js">
    <link rel="modulepreload" crossorigin href="/assets/app-shell-c.js">
    <style>.own{}</style>
  </head><body><div id="root"></div>
    <script type="application/json" id="first-paint">{}</script>
    <script type="application/json" id="app-code">
      null
    </script>
    <script>draw()</script>
  </body></html>`;

function appCodeOf(html: string): AppCode {
  const slot = /<script type="application\/json" id="app-code">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(slot![1]!) as AppCode;
}

describe('the app’s code after the main picture', () => {
  it('takes the entry and its module preloads out of the page, into the slot, in Vite’s order', () => {
    const html = moveAppCodeIntoSlot(builtPage);

    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    expect(appCodeOf(html)).toEqual({
      modulePreloads: ['/assets/vendor-react-b.js', '/assets/app-shell-c.js'],
      entry: '/assets/index-a.js',
      routeModules: {},
    });
  });

  it('lists the first screens’ code beside it', () => {
    const routeModules = { '/main/indexHome': ['/assets/HomePage-d.js', '/assets/HomePage-e.css'] };
    expect(appCodeOf(moveAppCodeIntoSlot(builtPage, routeModules)).routeModules).toEqual(routeModules);
  });

  it('leaves the rest of the page as it was: the stylesheet preload, the styles, the other slot and the script', () => {
    const html = moveAppCodeIntoSlot(builtPage);

    expect(html).toContain('<link rel="preload" as="style" href="/assets/antd-1.css" id="antd-stylesheet">');
    expect(html).toContain('<style>.own{}</style>');
    expect(html).toContain('<script type="application/json" id="first-paint">{}</script>');
    expect(html).toContain('<script>draw()</script>');
  });

  it('refuses a page it cannot make load the app, rather than build one that shows nothing', () => {
    expect(() => moveAppCodeIntoSlot(builtPage.replace(/<script type="module"[^>]*><\/script>/, ''))).toThrow(
      /one entry script/,
    );
    expect(() => moveAppCodeIntoSlot(builtPage.replace('id="app-code"', 'id="other"'))).toThrow(/#app-code/);
  });
});

const webRoot = path.dirname(fileURLToPath(import.meta.url));

/** A chunk of a build, as much of it as routeModulesOf reads. */
const chunk = (fileName: string, imports: string[], css: string[] = [], page?: string) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  facadeModuleId: page ? path.resolve(webRoot, page) : null,
  viteMetadata: { importedCss: new Set(css) },
});

describe('a first screen’s code', () => {
  const bundle = Object.fromEntries(
    [
      chunk('assets/index-a.js', ['assets/vendor-react-b.js']),
      chunk('assets/vendor-react-b.js', []),
      chunk(
        'assets/HomePage-d.js',
        ['assets/vendor-react-b.js', 'assets/Card-f.js'],
        ['assets/HomePage-e.css'],
        'src/home/HomePage.tsx',
      ),
      chunk('assets/Card-f.js', ['assets/Icon-g.js', 'assets/vendor-react-b.js'], ['assets/Card-h.css']),
      chunk('assets/Icon-g.js', ['assets/vendor-react-b.js']),
      chunk('assets/Lazy-i.js', ['assets/vendor-react-b.js'], [], 'src/Lazy.tsx'),
    ].map((file) => [file.fileName, file]),
  );
  const firstLoad = ['/assets/vendor-react-b.js', '/assets/index-a.js'];

  it('is the page’s chunk, every chunk it imports at any depth and their stylesheets, less the first load', () => {
    expect(routeModulesOf(bundle, { '/main/indexHome': 'src/home/HomePage.tsx' }, webRoot, firstLoad)).toEqual({
      '/main/indexHome': [
        '/assets/HomePage-d.js',
        '/assets/HomePage-e.css',
        '/assets/Card-f.js',
        '/assets/Card-h.css',
        '/assets/Icon-g.js',
      ],
    });
  });

  it('for a page drawn by a parameter, every module it draws, each file once', () => {
    const drawn = routeModulesOf(
      bundle,
      { '/main/myAccount?tab=messages': ['src/home/HomePage.tsx', 'src/Lazy.tsx'] },
      webRoot,
      firstLoad,
    );
    expect(drawn['/main/myAccount?tab=messages']).toEqual([
      '/assets/HomePage-d.js',
      '/assets/HomePage-e.css',
      '/assets/Card-f.js',
      '/assets/Card-h.css',
      '/assets/Icon-g.js',
      '/assets/Lazy-i.js',
    ]);
  });

  it('refuses a page that is no chunk of the build, rather than leave its code to the loader unnoticed', () => {
    expect(() => routeModulesOf(bundle, { '/main/Gone': 'src/Gone.tsx' }, webRoot, firstLoad)).toThrow(
      /src\/Gone.tsx, the page of \/main\/Gone, is no chunk/,
    );
  });

  it('names a page for each route where a first picture is drawn but a listing’s detail, and for each whose first call index.html makes; each page exists', () => {
    // The detail's picture is asked of the server first: its code would share the network with it.
    const places = Object.values(FIRST_PAINT_PLACES)
      .filter((place) => place !== FIRST_PAINT_PLACES.listingGallery)
      .map((place) => place.route);
    const firstCalls = Object.keys(FIRST_ANSWERS);
    const routes = Object.keys(FIRST_SCREEN_PAGES).filter((key) => !key.includes('?'));
    expect(routes.sort()).toEqual([...places, ...firstCalls.filter((key) => !key.includes('?'))].sort());
    for (const pageOfParameter of firstCalls.filter((key) => key.includes('?')))
      expect(FIRST_SCREEN_PAGES, pageOfParameter).toHaveProperty([pageOfParameter]);
    for (const page of Object.values(FIRST_SCREEN_PAGES).flat())
      expect(existsSync(path.resolve(webRoot, page)), page).toBe(true);
  });
});
