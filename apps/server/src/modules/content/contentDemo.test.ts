import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { articles, newsItems } from '../../db/schema.js';
import { copyDemoAssets } from '../../db/seed/demoAssets.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { seedContentDemo } from './demo/seedContentDemo.js';

let t: TestApp;
beforeAll(async () => {
  // Only this feature's demo, so that another feature's demo cannot hide what this one does.
  t = await createTestApp();
  await seedContentDemo(t.db);
});
afterAll(() => t.close());

const assetsDir = fileURLToPath(new URL('../../../assets/demo', import.meta.url));

describe('content demo', () => {
  it('seeds enough of every type for every page to look alive', async () => {
    const newsOfType = async (type: number) =>
      (await t.db.select({ n: count() }).from(newsItems).where(eq(newsItems.newType, type)))[0]!.n;
    const articlesOfType = async (type: number) =>
      (await t.db.select({ n: count() }).from(articles).where(eq(articles.articleType, type)))[0]!.n;
    expect(await newsOfType(0)).toBeGreaterThanOrEqual(12);
    for (const type of [20, 21, 22, 11]) expect(await newsOfType(type)).toBeGreaterThanOrEqual(6);
    expect(await newsOfType(-1)).toBe(3);
    for (const type of [8, 9, 10]) expect(await articlesOfType(type)).toBeGreaterThanOrEqual(6);
  });

  it('has a banner of each way to open it, and every picture or PDF it names ships with the code', async () => {
    const rows = await t.db.select().from(newsItems);
    expect(new Set(rows.filter((r) => r.newType === -1).map((r) => r.addWay))).toEqual(new Set([0, 13, 14]));
    const files = rows
      .flatMap((r) => [r.imgPath, r.homeImg, r.pdfFile])
      .concat((await t.db.select().from(articles)).map((r) => r.imgPath));
    for (const file of files.filter(Boolean)) {
      expect(file).toMatch(/^\/uploads\/demo\//);
      expect(existsSync(path.join(assetsDir, file.replace('/uploads/demo/', ''))), file).toBe(true);
    }
  });

  it('copies the demo files into DATA_DIR/uploads/demo once, and the server serves them', async () => {
    expect(await copyDemoAssets(t.config)).toBeGreaterThan(0);
    expect(await copyDemoAssets(t.config)).toBe(0);
    const res = await t.app.inject({ method: 'GET', url: '/uploads/demo/content/banner-sanjiangyuan.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  it('the home page, both centers and a detail answer from the demo', async () => {
    const home = (await t.app.inject({ method: 'GET', url: '/index/index/homePage' })).json();
    expect(home.data.data).toHaveLength(3);
    const notice = (await t.app.inject({ method: 'GET', url: '/index/index/homeNotice' })).json();
    expect(notice.data.news.data).toHaveLength(6);
    expect(notice.data.notice.data).toHaveLength(6);
    expect(notice.data.top.title).toContain('交易数据');
    const policies = (await t.app.inject({ method: 'GET', url: '/index/Articles/index?article_type=8' })).json();
    expect(policies.data.data).toHaveLength(5);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/index/articles/show?id=${policies.data.data[0].id}` })
    ).json();
    expect(detail.data.content).toContain('<h3>要点解读</h3>');
  });
});
