import { beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/suite.js';
import { addArticle, titlesOf, visitorCall } from '../../test/contentFixtures.js';

const t = suiteApp();
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (let n = 1; n <= 6; n++)
    ids[`national${n}`] = (await addArticle(t.db, { articleType: 8, title: `国家政策 ${n}`, minutesAgo: n * 10 })).id;
  ids.local = (await addArticle(t.db, { articleType: 10, title: '青海省碳达峰实施方案', minutesAgo: 15 })).id;
  ids.law = (await addArticle(t.db, { articleType: 9, title: '中华人民共和国森林法', minutesAgo: 25 })).id;
  ids.draft = (await addArticle(t.db, { articleType: 8, title: '碳达峰草稿', minutesAgo: 1, published: 0 })).id;
  ids.scheduled = (await addArticle(t.db, { articleType: 10, title: '碳达峰定时', minutesAgo: -30 })).id;
});

const call = (url: string, payload?: Record<string, unknown>) => visitorCall(t.app, url, payload);

describe('/index/Articles/index', () => {
  it('lists one article_type, newest first, five a page', async () => {
    const first = (await call('/index/Articles/index', { article_type: 8 })).data;
    expect(first).toMatchObject({ total: 6 });
    expect(titlesOf(first)).toEqual(['国家政策 1', '国家政策 2', '国家政策 3', '国家政策 4', '国家政策 5']);
    expect(titlesOf((await call('/index/Articles/index', { article_type: 8, page: 2 })).data)).toEqual(['国家政策 6']);
    expect((await call('/index/Articles/index', { article_type: 8, page: 3 })).data.data).toEqual([]);
  });

  it('filters local policy (10) and laws and regulations (9)', async () => {
    expect(titlesOf((await call('/index/Articles/index', { article_type: 10 })).data)).toEqual([
      '青海省碳达峰实施方案',
    ]);
    expect(titlesOf((await call('/index/Articles/index', { article_type: 9 })).data)).toEqual(['中华人民共和国森林法']);
  });

  it('lists every type without article_type and refuses an unknown type', async () => {
    expect((await call('/index/Articles/index', { article_type: '' })).data.total).toBe(8);
    const bad = await call('/index/Articles/index', { article_type: 20 });
    expect(bad).toMatchObject({ status: 400, msg: '类型无效' });
  });

  it('finds a policy by keyword, never a draft or a scheduled one', async () => {
    expect(titlesOf((await call('/index/Articles/index', { keyword: '碳达峰' })).data)).toEqual([
      '青海省碳达峰实施方案',
    ]);
    expect(titlesOf((await call('/index/Articles/index', { keyword: '森林', article_type: 8 })).data)).toEqual([]);
  });

  it('falls back to the first page on a bad page, whatever the limit (news.test.ts proves the cap)', async () => {
    const { data } = await call('/index/Articles/index', { limit: 999, page: 'x' });
    expect(data.total).toBe(8);
    expect(data.data).toHaveLength(8);
  });

  it('answers GET with the product’s fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index/articles/index?article_type=9' });
    const [item] = res.json().data.data;
    expect(item).toMatchObject({ id: ids.law, article_type: 9, source: '测试来源' });
    expect(item).not.toHaveProperty('content');
    expect(item.pub_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('/index/articles/show', () => {
  it('answers a published policy with its body', async () => {
    const { data } = await call('/index/articles/show', { id: ids.local });
    expect(data).toMatchObject({
      title: '青海省碳达峰实施方案',
      article_type: 10,
      content: '<p>青海省碳达峰实施方案的正文</p>',
    });
  });

  it('answers 404 for a draft, a scheduled policy and an unknown id', async () => {
    for (const id of [ids.draft, ids.scheduled, 424242]) {
      expect(await call('/index/articles/show', { id })).toMatchObject({
        status: 404,
        code: 404,
        msg: '内容不存在或已下线',
      });
    }
  });
});
