import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, FIRST_PAINT_PLACES, firstPaintPicture } from '@jhy/contract';
import { rowsOf } from '../../db/rows.js';
import { categories, listings } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { createListing, createListingOwner } from '../../test/tradingFixtures.js';
import { countPublicListings, publicListingStatements } from './listingRepository.js';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
/** Every node of an EXPLAIN (FORMAT JSON) plan, the root first. */
const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

let t: TestApp;
let owner: { userId: number; companyId: number };
const ids: Record<string, number> = {};

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `${API.listingList}?${query}` });
  return { status: res.statusCode, body: res.json() };
};
const namesOf = (body: { data: { data: Array<{ product_name: string }> } }) =>
  body.data.data.map((row) => row.product_name).sort();

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createListingOwner(t.db);
  const now = Date.now();
  const past = { startTime: new Date(now - 60 * DAY), endTime: new Date(now - 30 * DAY) };
  const make = async (key: string, values: Parameters<typeof createListing>[2]) => {
    ids[key] = (await createListing(t.db, owner, values)).id;
  };
  await make('carbonOpen', { productName: '阿坝州碳排放配额转让', firstCategory: 98, secondCategory: 100 });
  await make('waterSoon', {
    productName: '玉树市取水权转让',
    firstCategory: 98,
    secondCategory: 103,
    startTime: new Date(now + 5 * DAY),
    endTime: new Date(now + 40 * DAY),
  });
  await make('sinkEnded', { productName: '果洛州林业碳汇开发项目', ...past });
  await make('rightsDeal', { productName: '汶川县集体林权转让', secondCategory: 115, closedStatus: 3, ...past });
  await make('fellingOver', { productName: '会理市林木采伐权转让', secondCategory: 116, closedStatus: 4, ...past });
  await make('percent', { productName: '碳汇增量 100% 权益转让' });

  await make('pending', { productName: '待审核的林权转让', isPublic: false, auditStatus: 0, publishedAt: null });
  for (let i = 0; i < 23; i += 1)
    await make(`bulk${i}`, { productName: `甘南州林地经营权流转 ${i}`, secondCategory: 114 });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe('the public listing list', () => {
  it('answers data.data and data.total, ten a page by default, newest first', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.data.total).toBe(29);
    expect(body.data.data).toHaveLength(10);
    const published = body.data.data.map((row: { id: number }) => row.id);
    expect(published[0]).toBe(ids.bulk22);
    expect(Object.keys(body.data.data[0]).sort()).toEqual(
      [
        'id',
        'product_id',
        'product_name',
        'product_img',
        'first_category',
        'second_category',
        'second_category_name',
        'classify_name',
        'price',
        'margin_money',
        'start_time',
        'end_time',
        'area_name',
        'enroll_status',
        'form_type',
      ].sort(),
    );
  });

  it('never shows a listing that is not public, in the list or as a detail', async () => {
    const all = await list('limit=50');
    expect(namesOf(all.body)).not.toContain('待审核的林权转让');
    const detail = await t.app.inject({ url: `${API.listingCheck}?id=${ids.pending}` });
    expect(detail.statusCode).toBe(404);
  });

  it('pages: page 3 of ten holds the last nine, and a page past the end is empty', async () => {
    const third = await list('page=3');
    expect(third.body.data.data).toHaveLength(9);
    const beyond = await list('page=40');
    expect(beyond.body.data.data).toEqual([]);
    expect(beyond.body.data.total).toBe(29);
  });

  it('counts matches only up to the row limit, then answers the limit + 1', async () => {
    expect(await countPublicListings(t.db, {}, new Date(), 100)).toBe(29);
    expect(await countPublicListings(t.db, {}, new Date(), 29)).toBe(29);
    expect(await countPublicListings(t.db, {}, new Date(), 5)).toBe(6);
    expect(await countPublicListings(t.db, { name: '甘南州' }, new Date(), 5)).toBe(6);
    expect(await countPublicListings(t.db, { name: '玉树市' }, new Date(), 5)).toBe(1);
  });

  it('caps the page size at 50 whatever limit asks for', async () => {
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        createListing(t.db, owner, { productName: `批量挂牌 ${i}`, secondCategory: 101 }),
      ),
    );
    const { body } = await list('limit=100000');
    // The one page shape says no page size: the 59 listings come 50 to a page.
    expect(body.data).toMatchObject({ total: 59 });
    expect(body.data.data).toHaveLength(50);
    // Back to the fixture set the other tests count on.
    await t.db.delete(listings).where(eq(listings.secondCategory, 101));
  });

  it('filters by class, and by class group', async () => {
    expect(namesOf((await list('project_type=100')).body)).toEqual(['阿坝州碳排放配额转让']);
    const environment = await list('project_type=98');
    expect(namesOf(environment.body)).toEqual(['玉树市取水权转让', '阿坝州碳排放配额转让'].sort());
    expect((await list('project_type=97')).body.data.total).toBe(27);
    expect((await list('project_type=999')).body.data.total).toBe(0);
  });

  it('filters by enroll status, and treats all / empty / nonsense as every status', async () => {
    expect((await list('enroll_status=1')).body.data.total).toBe(25);
    expect(namesOf((await list('enroll_status=3')).body)).toEqual(['汶川县集体林权转让']);
    expect(namesOf((await list('enroll_status=4')).body)).toEqual(['会理市林木采伐权转让']);
    expect(namesOf((await list('enroll_status=0')).body)).toEqual(['玉树市取水权转让']);
    expect(namesOf((await list('enroll_status=2')).body)).toEqual(['果洛州林业碳汇开发项目']);
    for (const value of ['all', '', '9', '-1', 'abc', '1.5']) {
      expect((await list(`enroll_status=${value}`)).body.data.total).toBe(29);
    }
  });

  it('combines filters: group, status and name', async () => {
    const { body } = await list(
      `project_type=97&enroll_status=1&project_name=${encodeURIComponent('经营权')}&limit=5&page=2`,
    );
    expect(body.data.total).toBe(23);
    expect(body.data.data).toHaveLength(5);
  });

  it('searches names by substring, taking % and _ literally', async () => {
    expect(namesOf((await list(`project_name=${encodeURIComponent('碳汇')}`)).body)).toEqual(
      ['果洛州林业碳汇开发项目', '碳汇增量 100% 权益转让'].sort(),
    );
    expect(namesOf((await list(`project_name=${encodeURIComponent('100%')}`)).body)).toEqual([
      '碳汇增量 100% 权益转让',
    ]);
    expect((await list(`project_name=${encodeURIComponent('%')}`)).body.data.total).toBe(1);
    expect((await list(`project_name=${encodeURIComponent('_')}`)).body.data.total).toBe(0);
  });

  it('searches names without regard to case, and finds a renamed listing by its new name', async () => {
    const { id } = await createListing(t.db, owner, { productName: 'CCER 核证减排量转让', secondCategory: 101 });
    for (const text of ['ccer', 'CCER', 'cCeR 核证']) {
      expect(namesOf((await list(`project_name=${encodeURIComponent(text)}`)).body)).toEqual(['CCER 核证减排量转让']);
    }
    // The folded name is PostgreSQL's to keep: a rename reaches the search without the code's help.
    await t.db.update(listings).set({ productName: '核证减排量转让 VCS' }).where(eq(listings.id, id));
    expect((await list('project_name=ccer')).body.data.total).toBe(0);
    expect(namesOf((await list('project_name=vcs')).body)).toEqual(['核证减排量转让 VCS']);
    await t.db.delete(listings).where(eq(listings.id, id));
  });

  it('answers hostile values with 200 (ignored) or 400, never a 500', async () => {
    const hostile = [
      'page=-5',
      'page=abc',
      'page=1e400',
      'page=99999999999999999999',
      'limit=0',
      'limit=-1',
      'limit=abc',
      'project_type=1%20OR%201%3D1',
      'project_type=99999999999',
      'project_type=-3',
      'enroll_status[]=1',
      'project_name=a&project_name=b',
      `project_name=${'林'.repeat(5000)}`,
      `project_name=${encodeURIComponent("'; DROP TABLE listings; --")}`,
      'project_name=%00',
    ];
    for (const query of hostile) {
      const { status } = await list(query);
      expect(status, query).toBeLessThan(500);
    }
    const post = await t.app.inject({
      method: 'POST',
      url: API.listingList,
      payload: { page: { $gt: 1 }, limit: [1, 2], project_type: { id: 1 }, enroll_status: null },
    });
    expect(post.statusCode).toBeLessThan(500);
    expect((await list(`project_name=${encodeURIComponent("'; DROP TABLE listings; --")}`)).body.data.total).toBe(0);
    expect((await list('')).body.data.total).toBe(29);
  });

  it('answers POST with a JSON body like GET', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.listingList,
      payload: { project_type: 100, limit: 10, page: 1 },
    });
    expect(namesOf(res.json())).toEqual(['阿坝州碳排放配额转让']);
  });
});

describe('the listing detail', () => {
  it('refuses ids that are not ids with 400 or 404, never a 500', async () => {
    for (const id of ['abc', '-1', '0', '99999999999', '1.5', '', '1%20OR%201%3D1']) {
      const res = await t.app.inject({ url: `${API.listingCheck}?id=${id}` });
      expect([400, 404], id).toContain(res.statusCode);
    }
    expect((await t.app.inject({ url: `${API.listingCheck}?id=2147483647` })).statusCode).toBe(404);
  });

  it('answers the carousel with at most five public listings that have a picture', async () => {
    const res = await t.app.inject({ url: API.listingBanner });
    const banners = res.json().data as Array<{ id: number; product_img: string }>;
    expect(banners.length).toBe(5);
    expect(banners.every((b) => b.product_img.startsWith('/uploads/'))).toBe(true);
    expect(banners.map((b) => b.id)).not.toContain(ids.pending);
    expect(Object.keys(banners[0]!).sort()).toEqual(
      [
        'id',
        'product_name',
        'product_img',
        'classify_name',
        'price',
        'end_time',
        'area_name',
        'enroll_status',
        'form_type',
      ].sort(),
    );
  });
});

describe('the first picture of a detail (docs/performance.md "First paint")', () => {
  const firstPicture = async (id: number | string) => {
    const res = await t.app.inject({ url: `${API.listingFirstPicture}?id=${id}` });
    return { status: res.statusCode, data: res.json().data };
  };

  it('answers the gallery’s first picture, as the gallery shows it', async () => {
    const detail = (await t.app.inject({ url: `${API.listingCheck}?id=${ids.carbonOpen}` })).json().data;
    expect(await firstPicture(ids.carbonOpen!)).toEqual({
      status: 200,
      data: firstPaintPicture(FIRST_PAINT_PLACES.listingGallery, detail.product_img.split(',')[0]),
    });
  });

  it('answers null for a listing that is not public: nothing the page would not show', async () => {
    expect(await firstPicture(ids.pending!)).toEqual({ status: 200, data: null });
  });

  it('refuses what is not an id, as the detail does', async () => {
    expect((await firstPicture('abc')).status).toBe(400);
  });
});

describe('enroll status follows the clock', () => {
  const start = new Date('2031-03-01T01:00:00.000Z');
  const end = new Date('2031-03-31T09:00:00.000Z');
  let id: number;
  let recordedDealId: number;
  beforeAll(async () => {
    id = (await createListing(t.db, owner, { productName: '边界测试项目', startTime: start, endTime: end })).id;
    recordedDealId = (
      await createListing(t.db, owner, {
        productName: '边界测试已成交',
        startTime: start,
        endTime: end,
        closedStatus: 3,
      })
    ).id;
  });

  const statusAt = async (instant: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(instant);
    const detail = (await t.app.inject({ url: `${API.listingCheck}?id=${id}` })).json().data.enroll_status;
    const deal = (await t.app.inject({ url: `${API.listingCheck}?id=${recordedDealId}` })).json().data.enroll_status;
    const inFilter = async (status: number) =>
      namesOf((await list(`enroll_status=${status}&project_name=${encodeURIComponent('边界测试项目')}`)).body).includes(
        '边界测试项目',
      );
    const filtered = [];
    for (const status of [0, 1, 2, 3, 4]) if (await inFilter(status)) filtered.push(status);
    vi.useRealTimers();
    return { detail, deal, filtered };
  };

  it('is 0 until the start, 1 from the start to the end inclusive, 2 after — in the detail and the filter alike', async () => {
    expect(await statusAt(start.getTime() - 1)).toEqual({ detail: 0, deal: 3, filtered: [0] });
    expect(await statusAt(start.getTime())).toEqual({ detail: 1, deal: 3, filtered: [1] });
    expect(await statusAt(end.getTime())).toEqual({ detail: 1, deal: 3, filtered: [1] });
    expect(await statusAt(end.getTime() + 1)).toEqual({ detail: 2, deal: 3, filtered: [2] });
  });
});

describe('the list cache never answers an outdated page', () => {
  const search = (name: string, extra = '') => list(`project_name=${encodeURIComponent(name)}${extra}`);

  it('shows a listing published after the page was read, and drops one withdrawn', async () => {
    expect((await search('缓存测试')).body.data.total).toBe(0);
    const created = await createListing(t.db, owner, { productName: '缓存测试新挂牌' });
    expect(namesOf((await search('缓存测试')).body)).toEqual(['缓存测试新挂牌']);
    await t.db.update(listings).set({ isPublic: false }).where(eq(listings.id, created.id));
    expect((await search('缓存测试')).body.data.total).toBe(0);
  });

  it('shows a deal recorded by any writer at once', async () => {
    const created = await createListing(t.db, owner, { productName: '缓存测试成交' });
    expect((await search('缓存测试成交', '&enroll_status=3')).body.data.total).toBe(0);
    await t.db.update(listings).set({ closedStatus: 3 }).where(eq(listings.id, created.id));
    const after = await search('缓存测试成交', '&enroll_status=3');
    expect(after.body.data.data[0]).toMatchObject({ id: created.id, enroll_status: 3 });
  });

  // On PostgreSQL each request reads the change version (listingListCache.ts); a miss read it once
  // per cache in turn before this test: the project-type lookup, the page and the total.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'reads the change version once for a request that misses every cache',
    async () => {
      // drizzle keeps the driver's client as `$client`; `in` narrows without a cast.
      const pool = '$client' in t.db ? t.db.$client : undefined;
      if (!(pool instanceof pg.Pool)) throw new Error('TEST_DATABASE_URL opens a pg pool');
      // A spy that lets every call through: only the statements' texts are looked at.
      const queries = vi.spyOn(pool, 'query');
      try {
        const res = await list(`project_type=100&project_name=${encodeURIComponent('版本只读一次')}`);
        expect(res.body.data.total).toBe(0);
        const versionReads = queries.mock.calls.filter(([config]) =>
          JSON.stringify(config).includes('listing_changes'),
        );
        expect(versionReads).toHaveLength(1);
      } finally {
        queries.mockRestore();
      }
    },
  );

  // A search that no cache holds is one statement on the listings: its page with the count beside it
  // (countedPagePublicListings), not a page and a count (docs/performance.md "A new search is one
  // statement").
  it('reads a new search with one statement on the listings', async () => {
    // drizzle keeps the driver's client as `$client` (a pg pool or a PGlite); `in` narrows.
    const client = '$client' in t.db ? t.db.$client : undefined;
    // A spy that lets every call through: only the statements' texts are looked at.
    const queries =
      client instanceof pg.Pool
        ? vi.spyOn(client, 'query')
        : client instanceof PGlite
          ? vi.spyOn(client, 'query')
          : undefined;
    if (!queries) throw new Error('the test database is a pg pool or a PGlite');
    try {
      const res = await search('甘南州林地经营权流转 1');
      expect(res.body.data.total).toBe(11);
      expect(res.body.data.data[0]).toMatchObject({
        product_name: '甘南州林地经营权流转 19',
        classify_name: '林地经营权',
      });
      // PGlite is given the statement's text, a pg pool an object with it (and its values) inside.
      const listingReads = queries.mock.calls.filter(([statement]: unknown[]) =>
        JSON.stringify(statement).includes('from \\"listings\\"'),
      );
      expect(listingReads).toHaveLength(1);
    } finally {
      queries.mockRestore();
    }
  });

  it('counts a new search asked first for a page beyond its matches', async () => {
    const beyond = await search('甘南州林地经营权流转', '&page=4');
    expect(beyond.body.data).toEqual({ total: 23, data: [] });
    const nothing = await search('没有这样的项目');
    expect(nothing.body.data).toEqual({ total: 0, data: [] });
  });

  // The page's rows are looked up by id in a subquery PostgreSQL plans on its own: joined, they had
  // the planner weigh every join method for a dozen rows, the dearest part of a new search's
  // planning (docs/performance.md "A new search is one statement").
  it('reads a new search’s rows by id in a subquery of their own, not through a join', async () => {
    const statement = publicListingStatements(t.db, { name: '甘南州' }, { page: 1, limit: 10 }, new Date())[
      'counted page'
    ];
    const [explained] = await rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      t.db,
      sql`EXPLAIN (FORMAT JSON) ${statement}`,
    );
    const nodes = planNodes(explained!['QUERY PLAN'][0].Plan);
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Hash Join');
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Merge Join');
    const rowLookup = nodes.find((node) => node['Index Name'] === 'listings_pkey');
    expect(rowLookup).toBeDefined();
    // The lookup sits under the subquery's own Limit, inside a nested loop over the page.
    const loop = nodes.find((node) => node['Node Type'] === 'Nested Loop');
    expect(loop?.Plans?.[1]).toMatchObject({ 'Node Type': 'Limit', Plans: [rowLookup] });
  });

  it('shows a renamed class at once, in the list and the detail', async () => {
    const before = (await list('project_type=100')).body.data.data[0];
    expect(before.classify_name).toBe('碳排放权');
    const detailName = async () =>
      (await t.app.inject({ url: `${API.listingCheck}?id=${ids.carbonOpen}` })).json().data.classify_name;
    expect(await detailName()).toBe('碳排放权');
    await t.db.update(categories).set({ name: '碳排放权（配额）' }).where(eq(categories.id, 100));
    expect((await list('project_type=100')).body.data.data[0].classify_name).toBe('碳排放权（配额）');
    expect(await detailName()).toBe('碳排放权（配额）');
    await t.db.update(categories).set({ name: '碳排放权' }).where(eq(categories.id, 100));
  });
});
