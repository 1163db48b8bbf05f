import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, FIRST_ANSWERS, FIRST_PAINT_PLACES, firstPaintPicture, responsiveSource } from '@jhy/contract';
import { PublicContentService } from '../modules/content/contentService.js';
import { firstPaintPictures } from '../modules/firstPaint/firstPaintPictures.js';
import { PublicListings } from '../modules/trading/publicListings.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { allowingInlineScripts, inlineScriptHashes, picturesSlot } from './appShell.js';
import { registerStaticFiles } from './staticFiles.js';
import { LocalDiskStorage } from './storage/localDiskStorage.js';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** The web app's own index.html, as the build copies it. */
const webIndexHtml = fileURLToPath(new URL('../../../web/index.html', import.meta.url));
const HELMET_CSP = "default-src 'self';script-src 'self';object-src 'none'";

describe('index.html with the first-paint pictures (docs/performance.md "First paint")', () => {
  let t: TestApp;
  let dir: string;
  let app: FastifyInstance;
  let sourceHtml: string;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    sourceHtml = await readFile(webIndexHtml, 'utf8');
    dir = await mkdtemp(path.join(os.tmpdir(), 'jhy-shell-'));
    await mkdir(path.join(dir, 'dist'));
    await writeFile(path.join(dir, 'dist', 'index.html'), sourceHtml);
    app = Fastify();
    // What infra/security.ts sets on every answer.
    app.addHook('onRequest', async (_request, reply) => void reply.header('content-security-policy', HELMET_CSP));
    const content = new PublicContentService(t.db);
    const listings = new PublicListings(t.db);
    await registerStaticFiles(app, new LocalDiskStorage(path.join(dir, 'data')), {
      webDist: path.join(dir, 'dist'),
      firstPaintPictures: () => firstPaintPictures(content, listings),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes each carousel’s first picture, as the carousel asks for it, into the page at / and /index.html', async () => {
    const homeBanners = (await t.app.inject({ url: API.homePage })).json().data.data as Array<{ img_path: string }>;
    const listingBanners = (await t.app.inject({ url: API.listingBanner })).json().data as Array<{
      product_img: string;
    }>;
    const home = homeBanners[0]!.img_path;
    const listing = listingBanners[0]!.product_img;
    const expected = {
      '/main/indexHome': {
        ...responsiveSource(home),
        sizes: '100vw',
        width: 1600,
        height: 560,
        frame: [],
        box: 'home-banner__image',
      },
      '/main/TradingCenter': {
        ...responsiveSource(listing),
        sizes: '(max-width: 768px) 100vw, 600px',
        width: 720,
        height: 450,
        frame: ['trading-banner', 'jhy-container trading-banner__inner'],
        box: 'trading-banner__image',
      },
      // A detail's picture depends on the listing in the address: the page asks for it.
      '/main/TradingDetailTwo': { ask: API.listingFirstPicture },
      // The pilot page's map, a file of the build, only where the page shows the map.
      '/main/PilotDemonstration': {
        src: '/geo/river-source_map.svg',
        sizes: '100vw',
        width: 868,
        height: 568,
        frame: ['jhy-container first-paint__pilot', 'pilot-map'],
        box: 'pilot-map__drawing',
        query: { idOne: ['', '178'], idTwo: [''] },
      },
    };
    expect(expected['/main/indexHome'].srcSet).toContain(`${home}?w=640 640w`);
    for (const url of ['/', '/index.html']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const slot = /<script type="application\/json" id="first-paint">([^<]*)<\/script>/.exec(res.body);
      expect(JSON.parse(slot![1]!)).toEqual(expected);
    }
  });

  it('writes the first calls of the signed-in pages where visits start, for index.html to make with the session', async () => {
    const res = await app.inject({ url: '/' });
    const slot = /<script type="application\/json" id="first-answers">([^<]*)<\/script>/.exec(res.body);
    expect(JSON.parse(slot![1]!)).toEqual(FIRST_ANSWERS);
    expect(FIRST_ANSWERS['/main/myAccount?tab=messages']).toEqual({
      path: API.messageList,
      body: { page: 1, limit: 10 },
    });
  });

  it('allows the page’s inline scripts (the picture’s, the first data’s, the app code’s) by their hashes, and nothing else inline', async () => {
    const scripts = [...sourceHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => sha256(body!));
    expect(scripts).toHaveLength(3);
    const res = await app.inject({ url: '/' });
    expect(res.headers['content-security-policy']).toBe(
      `default-src 'self';script-src 'self' ${scripts.join(' ')};object-src 'none'`,
    );
    expect(res.headers['content-security-policy']).not.toMatch(/unsafe-inline/);
    // Other files keep the policy every answer has.
    expect((await app.inject({ url: '/favicon-missing.svg' })).headers['content-security-policy']).toBe(HELMET_CSP);
  });

  it('writes no picture when staff publish no banner', async () => {
    const empty = picturesSlot({});
    expect(empty).toBe('<script type="application/json" id="first-paint">{}</script>');
  });

  it('cannot be made to close its script element by a picture’s address', () => {
    const slot = picturesSlot({
      '/x': firstPaintPicture(FIRST_PAINT_PLACES.home, '</script><script>alert(1)</script>'),
    });
    expect(slot.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/>([^<]*)<\/script>$/.exec(slot)![1]!)['/x'].src).toBe('</script><script>alert(1)</script>');
  });

  it('hashes each inline script, not a JSON slot or a module script', () => {
    const html =
      '<script type="module" src="/a.js"></script><script>one()</script><script type="application/json">{}</script><script>two()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('one()'), sha256('two()')]);
    expect(allowingInlineScripts("script-src 'self'", [])).toBe("script-src 'self'");
  });
});
