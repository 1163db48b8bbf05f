import type { FastifyInstance } from 'fastify';
import {
  API,
  CAROUSEL,
  HOME,
  NEW_TYPE,
  NEWS_CENTER_TYPES,
  articleListQuerySchema,
  contentIdSchema,
  contentMessages,
  homeNoticeQuerySchema,
  newsListQuerySchema,
  noticeListQuerySchema,
  type HomeNoticeAnswer,
} from '@jhy/contract';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { endpoint } from '../../infra/endpoint.js';
import { notFound } from '../../infra/errors.js';
import { findPublishedArticle, listPublishedArticles } from './articleRepository.js';
import { contentConsoleRoutes } from './editor/consoleRoutes.js';
import { toArticleDetail, toArticleListItem, toNewsDetail, toNewsListItem } from './contentView.js';
import { PublicContentCache } from './publicContentCache.js';
import { findPublishedNews, findTopNews, listPublishedNews } from './newsRepository.js';

/**
 * The public content calls of spec §7 "News": home page, information center, notices, policies.
 * Lists are paged on the server and show only published items, newest first; a detail of an
 * unpublished or unknown id is a 404, so a draft cannot be read by guessing its id.
 */
export function contentRoutes(app: FastifyInstance, db: Db, config: AppConfig): void {
  const cache = new PublicContentCache();
  contentConsoleRoutes(app, db, config, cache);
  // One key per call and validated input: zod's output keeps the schema's key order.
  const cached = <T>(call: string, input: unknown, load: () => Promise<T>) =>
    cache.get(`${call}:${JSON.stringify(input)}`, load);
  const tags = ['content'];
  const page = <T>(rows: T[], total: number, query: { page: number; limit: number }) => ({
    total,
    page: query.page,
    limit: query.limit,
    data: rows,
  });

  endpoint(app, { path: API.homePage, kind: 'read', tags, summary: '首页轮播（最多 5 条）' }, () =>
    cached('banners', null, async () => {
      const { rows, total } = await listPublishedNews(db, {
        types: [NEW_TYPE.banner],
        page: 1,
        limit: CAROUSEL.bannerMax,
      });
      return { total, data: rows.map(toNewsListItem) };
    }),
  );

  endpoint(
    app,
    {
      path: API.homeNotice,
      kind: 'read',
      tags,
      summary: '首页通知公告与政策新闻（每类 6 条）及头条新闻',
      input: homeNoticeQuerySchema,
    },
    ({ page: pageNumber }): Promise<HomeNoticeAnswer> =>
      cached('homeNotice', pageNumber, async () => {
        const query = { page: pageNumber, limit: HOME.newsItems };
        const [news, notice, top] = await Promise.all([
          listPublishedNews(db, { ...query, types: [NEW_TYPE.news] }),
          listPublishedNews(db, { ...query, types: [NEW_TYPE.notice] }),
          findTopNews(db),
        ]);
        return {
          news: page(news.rows.map(toNewsListItem), news.total, query),
          notice: page(notice.rows.map(toNewsListItem), notice.total, query),
          top: top ? toNewsListItem(top) : null,
        };
      }),
  );

  endpoint(
    app,
    { path: API.bannerShow, kind: 'read', tags, summary: '首页轮播图文详情（newType -1）', input: contentIdSchema },
    ({ id }) => cached('bannerShow', id, async () => toNewsDetail(await newsOrNotFound(id, [NEW_TYPE.banner]))),
  );

  endpoint(
    app,
    {
      path: API.newsList,
      kind: 'read',
      tags,
      summary: '资讯中心列表：new_type 0 新闻 / 20 公告 / 21 动态 / 22 成交公告；keyword 搜索；id 为专区',
      input: newsListQuerySchema,
    },
    (query) =>
      cached('newsList', query, async () => {
        const { rows, total } = await listPublishedNews(db, {
          types: query.new_type === undefined ? NEWS_CENTER_TYPES : [query.new_type],
          keyword: query.keyword,
          zoneId: query.zone_id ?? query.id,
          page: query.page,
          limit: query.limit,
        });
        return page(rows.map(toNewsListItem), total, query);
      }),
  );

  endpoint(app, { path: API.newsShow, kind: 'read', tags, summary: '资讯详情', input: contentIdSchema }, ({ id }) =>
    cached('newsShow', id, async () => toNewsDetail(await newsOrNotFound(id, NEWS_CENTER_TYPES))),
  );

  endpoint(
    app,
    { path: API.noticeList, kind: 'read', tags, summary: '通知公告列表', input: noticeListQuerySchema },
    (query) =>
      cached('noticeList', query, async () => {
        const { rows, total } = await listPublishedNews(db, { ...query, types: [NEW_TYPE.notice] });
        return page(rows.map(toNewsListItem), total, query);
      }),
  );

  endpoint(
    app,
    { path: API.noticeShow, kind: 'read', tags, summary: '通知公告详情', input: contentIdSchema },
    ({ id }) => cached('noticeShow', id, async () => toNewsDetail(await newsOrNotFound(id, [NEW_TYPE.notice]))),
  );

  endpoint(
    app,
    {
      path: API.articleList,
      kind: 'read',
      tags,
      summary: '政策法规列表：article_type 8 国家政策 / 10 地方政策 / 9 法律法规；keyword 搜索',
      input: articleListQuerySchema,
    },
    (query) =>
      cached('articleList', query, async () => {
        const { rows, total } = await listPublishedArticles(db, { ...query, articleType: query.article_type });
        return page(rows.map(toArticleListItem), total, query);
      }),
  );

  endpoint(
    app,
    { path: API.articleShow, kind: 'read', tags, summary: '政策法规详情', input: contentIdSchema },
    ({ id }) =>
      cached('articleShow', id, async () => {
        const row = await findPublishedArticle(db, id);
        if (!row) throw notFound(contentMessages.notFound);
        return toArticleDetail(row);
      }),
  );

  async function newsOrNotFound(id: number, types: readonly number[]) {
    const row = await findPublishedNews(db, id, types);
    if (!row) throw notFound(contentMessages.notFound);
    return row;
  }
}
