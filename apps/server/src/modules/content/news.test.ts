import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newsItems } from '../../db/schema.js';
import { suiteApp } from '../../test/suite.js';
import { addNews, titlesOf, visitorCall } from '../../test/contentFixtures.js';

const t = suiteApp();
const ids: Record<string, number> = {};

beforeAll(async () => {
  // Seven published news (type 0), the newest first by minutes: 碳汇 1 … 碳汇 7.
  for (let n = 1; n <= 7; n++)
    ids[`news${n}`] = (await addNews(t.db, { newType: 0, title: `碳汇新闻 ${n}`, minutesAgo: n * 10 })).id;
  ids.draft = (await addNews(t.db, { newType: 0, title: '碳汇草稿', minutesAgo: 1, published: 0 })).id;
  ids.scheduled = (await addNews(t.db, { newType: 0, title: '碳汇定时发布', minutesAgo: -60 })).id;
  ids.percent = (await addNews(t.db, { newType: 0, title: '成交率 100% 的项目', minutesAgo: 200 })).id;
  ids.announcement = (await addNews(t.db, { newType: 20, title: '交易规则公告', minutesAgo: 5 })).id;
  ids.dynamics = (await addNews(t.db, { newType: 21, title: '平台动态', minutesAgo: 6 })).id;
  ids.deal = (await addNews(t.db, { newType: 22, title: '林业碳汇项目成交公告', minutesAgo: 7 })).id;
  ids.notice = (await addNews(t.db, { newType: 11, title: '培训班通知', minutesAgo: 8 })).id;
  ids.noticeDraft = (await addNews(t.db, { newType: 11, title: '未发布的通知', minutesAgo: 9, published: 0 })).id;
  ids.banner = (await addNews(t.db, { newType: -1, title: '首页轮播', minutesAgo: 3 })).id;
  ids.zoneNews = (await addNews(t.db, { newType: 0, title: '玉树专区新闻', minutesAgo: 500, zoneId: 7 })).id;
});

const call = (url: string, payload?: Record<string, unknown>) => visitorCall(t.app, url, payload);

describe('/index/news/index', () => {
  it('lists one type, newest first, five a page by default, with the total', async () => {
    const { data } = await call('/index/news/index', { new_type: 0 });
    expect(data.total).toBe(9); // seven 碳汇 news, the 100% item and the zone's news
    expect(titlesOf(data)).toEqual(['碳汇新闻 1', '碳汇新闻 2', '碳汇新闻 3', '碳汇新闻 4', '碳汇新闻 5']);
  });

  it('filters by each information-center type and never mixes in notices or banners', async () => {
    expect(titlesOf((await call('/index/news/index', { new_type: 20 })).data)).toEqual(['交易规则公告']);
    expect(titlesOf((await call('/index/news/index', { new_type: 21 })).data)).toEqual(['平台动态']);
    expect(titlesOf((await call('/index/news/index', { new_type: 22 })).data)).toEqual(['林业碳汇项目成交公告']);
    const all = (await call('/index/news/index', { limit: 50 })).data;
    expect(all.total).toBe(12);
    expect(titlesOf(all)).not.toContain('培训班通知');
    expect(titlesOf(all)).not.toContain('首页轮播');
  });

  it('treats an empty new_type as all types and refuses an unknown one', async () => {
    expect((await call('/index/news/index', { new_type: '' })).data.total).toBe(12);
    const bad = await call('/index/news/index', { new_type: 11 });
    expect(bad.status).toBe(400);
    expect(bad.msg).toBe('类型无效');
  });

  it('finds by a keyword in the title, and a % in the keyword is only a character', async () => {
    const found = (await call('/index/news/index', { keyword: '碳汇', limit: 50 })).data;
    expect(titlesOf(found).sort()).toEqual(
      [...Array.from({ length: 7 }, (_, i) => `碳汇新闻 ${i + 1}`), '林业碳汇项目成交公告'].sort(),
    );
    expect(titlesOf((await call('/index/news/index', { keyword: '100%' })).data)).toEqual(['成交率 100% 的项目']);
    expect((await call('/index/news/index', { keyword: '%' })).data.total).toBe(1);
    expect((await call('/index/news/index', { keyword: '没有这样的标题' })).data).toMatchObject({ total: 0, data: [] });
  });

  it('pages within bounds: page 2 continues, a page past the end is empty, odd values fall back', async () => {
    const second = (await call('/index/news/index', { new_type: 0, page: 2 })).data;
    expect(titlesOf(second)).toEqual(['碳汇新闻 6', '碳汇新闻 7', '成交率 100% 的项目', '玉树专区新闻']);
    expect((await call('/index/news/index', { new_type: 0, page: 3 })).data).toMatchObject({ total: 9, data: [] });
    const first = titlesOf((await call('/index/news/index', { new_type: 0 })).data);
    for (const page of [0, -3, 'abc', 1.5]) {
      expect(titlesOf((await call('/index/news/index', { new_type: 0, page })).data), String(page)).toEqual(first);
    }
    const huge = await call('/index/news/index', { new_type: 0, page: 1e300 });
    expect(huge.status).toBe(200);
  });

  it('caps the page size at 50 whatever limit asks for', async () => {
    const extra = await Promise.all(
      Array.from({ length: 55 }, (_, i) => addNews(t.db, { newType: 22, title: `批量成交公告 ${i}` })),
    );
    // A keyword no earlier call used: answers are cached per query, and these rows bypassed the editor.
    const query = { new_type: 22, keyword: '批量' };
    const capped = (await call('/index/news/index', { ...query, limit: 10_000 })).data;
    expect(capped.total).toBe(55);
    expect(capped.data).toHaveLength(50);
    expect((await call('/index/news/index', { ...query, limit: 0 })).data.data).toHaveLength(5);
    // Back to the fixture set the other tests count on.
    await t.db.delete(newsItems).where(
      inArray(
        newsItems.id,
        extra.map((row) => row.id),
      ),
    );
  });

  it('shows only published items whose time has come', async () => {
    const all = titlesOf((await call('/index/news/index', { keyword: '碳汇', limit: 50 })).data);
    expect(all).not.toContain('碳汇草稿');
    expect(all).not.toContain('碳汇定时发布');
  });

  it("answers a zone's news for id (the product's name) and zone_id", async () => {
    expect(titlesOf((await call('/index/news/index', { id: 7 })).data)).toEqual(['玉树专区新闻']);
    expect(titlesOf((await call('/index/news/index', { zone_id: 7 })).data)).toEqual(['玉树专区新闻']);
  });

  it('answers GET as well, on any letter case of the path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index/NEWS/index?new_type=20&keyword=%E8%A7%84%E5%88%99' });
    expect(res.json().data.data.map((item: { title: string }) => item.title)).toEqual(['交易规则公告']);
  });

  it('names the fields as docs/product.md §3 does and writes times as yyyy-MM-dd HH:mm:ss', async () => {
    const [item] = (await call('/index/news/index', { new_type: 20 })).data.data;
    expect(Object.keys(item).sort()).toEqual(
      [
        'add_way',
        'create_time',
        'home_img',
        'id',
        'img_path',
        'intro',
        'link',
        'new_type',
        'pdf_file',
        'pub_time',
        'source',
        'title',
      ].sort(),
    );
    expect(item.pub_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('/index/news/show', () => {
  it('answers a published item with its body', async () => {
    const { data } = await call('/index/news/show', { id: ids.news1 });
    expect(data).toMatchObject({ id: ids.news1, title: '碳汇新闻 1', new_type: 0, content: '<p>碳汇新闻 1的正文</p>' });
  });

  it('answers 404 for a draft, a scheduled item, an unknown id, a notice and a banner', async () => {
    for (const id of [ids.draft, ids.scheduled, 999_999, ids.notice, ids.banner]) {
      const res = await call('/index/news/show', { id });
      expect(res.status, String(id)).toBe(404);
      expect(res.msg).toBe('内容不存在或已下线');
    }
  });

  it('refuses an id that is not a number', async () => {
    expect((await call('/index/news/show', { id: 'abc' })).status).toBe(400);
  });
});

describe('/index/Notice/index and /index/Notice/show', () => {
  it('lists only published notices, with keyword search', async () => {
    const { data } = await call('/index/Notice/index');
    expect(titlesOf(data)).toEqual(['培训班通知']);
    expect((await call('/index/Notice/index', { keyword: '培训' })).data.total).toBe(1);
    expect((await call('/index/Notice/index', { keyword: '碳汇' })).data.total).toBe(0);
  });

  it('shows a notice and nothing else', async () => {
    expect((await call('/index/Notice/show', { id: ids.notice })).data.title).toBe('培训班通知');
    expect((await call('/index/Notice/show', { id: ids.noticeDraft })).status).toBe(404);
    expect((await call('/index/Notice/show', { id: ids.news1 })).status).toBe(404);
  });
});

describe('home page', () => {
  it('homePage answers the published banners in data.data', async () => {
    const { data } = await call('/index/index/homePage');
    expect(titlesOf(data)).toEqual(['首页轮播']);
    expect(data.data[0]).toHaveProperty('add_way', 0);
  });

  it('homeNotice answers six news and six notices a page, and the top news', async () => {
    const { data } = await call('/index/index/homeNotice', { page: 1 });
    expect(titlesOf(data.news)).toEqual([
      '碳汇新闻 1',
      '碳汇新闻 2',
      '碳汇新闻 3',
      '碳汇新闻 4',
      '碳汇新闻 5',
      '碳汇新闻 6',
    ]);
    expect(titlesOf(data.notice)).toEqual(['培训班通知']);
    expect(data.top.title).toBe('碳汇新闻 1');
    expect(titlesOf((await call('/index/index/homeNotice', { page: 2 })).data.news)).toEqual([
      '碳汇新闻 7',
      '成交率 100% 的项目',
      '玉树专区新闻',
    ]);
  });

  it('prefers a published item marked top as the headline', async () => {
    await addNews(t.db, { newType: 21, title: '置顶动态', minutesAgo: 300, isTop: 1 });
    await addNews(t.db, { newType: 0, title: '置顶草稿', minutesAgo: 1, isTop: 1, published: 0 });
    // Page 3 has not been asked for yet, so the home page's short-lived cache cannot answer it
    // (an editor's change clears that cache; rows written straight to the table do not).
    expect((await call('/index/index/homeNotice', { page: 3 })).data.top.title).toBe('置顶动态');
  });

  it('bannerShow answers a banner item (informationDetail newType -1) and 404 for anything else', async () => {
    expect((await call('/index/index/bannerShow', { id: ids.banner })).data.content).toBe('<p>首页轮播的正文</p>');
    expect((await call('/index/index/bannerShow', { id: ids.news1 })).status).toBe(404);
  });
});
