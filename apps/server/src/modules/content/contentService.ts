import type { z } from 'zod';
import {
  CAROUSEL,
  HOME,
  NEW_TYPE,
  NEWS_CENTER_TYPES,
  contentMessages,
  type articleListQuerySchema,
  type HomeNoticeAnswer,
  type newsListQuerySchema,
  type noticeListQuerySchema,
} from '@jhy/contract';
import type { ChangeNotices } from '../../db/changeNotices.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../infra/errors.js';
import { TtlCache } from '../../infra/ttlCache.js';
import { findPublishedArticle, listPublishedArticles } from './articleRepository.js';
import { toArticleDetail, toArticleListItem, toNewsDetail, toNewsListItem } from './contentView.js';
import { findPublishedNews, findTopNews, listPublishedNews } from './newsRepository.js';

/**
 * How late a scheduled item (a future pub_time) may appear; and another server instance's change,
 * should its notice be lost (db/changeNotices.ts).
 */
const PUBLIC_CONTENT_TTL_MS = 10_000;

const CONTENT_SUBJECT = 'content';

const pageOf = <T>(rows: T[], total: number, query: { page: number; limit: number }) => ({
  total,
  page: query.page,
  limit: query.limit,
  data: rows,
});

/**
 * What visitors read of the content: home page, information center, notices, policies. Lists show
 * only published items, newest first; a detail of an unpublished or unknown id is "not found", so a
 * draft cannot be read by guessing its id.
 *
 * These are the portal's most frequent calls and their answers change only when an editor saves:
 * answers are kept for a short while, and every editor change drops them (`contentChanged`).
 */
export class PublicContentService {
  private readonly cache = new TtlCache({ ttlMs: PUBLIC_CONTENT_TTL_MS, maxEntries: 1000 });

  /** `notices`: how editors' changes on other server instances reach this one's cache. */
  constructor(
    private readonly db: Db,
    private readonly notices?: ChangeNotices,
  ) {
    notices?.on(CONTENT_SUBJECT, () => this.cache.invalidate());
  }

  /**
   * Every console change may alter what visitors see: public answers are read afresh after it, on
   * this instance at once and on every other one as soon as the notice arrives.
   */
  async contentChanged(): Promise<void> {
    this.cache.invalidate();
    await this.notices?.announce(CONTENT_SUBJECT);
  }

  banners() {
    return this.cached('banners', null, async () => {
      const { rows, total } = await listPublishedNews(this.db, {
        types: [NEW_TYPE.banner],
        page: 1,
        limit: CAROUSEL.bannerMax,
      });
      return { total, data: rows.map(toNewsListItem) };
    });
  }

  homeNotice(pageNumber: number): Promise<HomeNoticeAnswer> {
    return this.cached('homeNotice', pageNumber, async () => {
      const query = { page: pageNumber, limit: HOME.newsItems };
      const [news, notice, top] = await Promise.all([
        listPublishedNews(this.db, { ...query, types: [NEW_TYPE.news] }),
        listPublishedNews(this.db, { ...query, types: [NEW_TYPE.notice] }),
        findTopNews(this.db),
      ]);
      return {
        news: pageOf(news.rows.map(toNewsListItem), news.total, query),
        notice: pageOf(notice.rows.map(toNewsListItem), notice.total, query),
        top: top ? toNewsListItem(top) : null,
      };
    });
  }

  bannerShow(id: number) {
    return this.cached('bannerShow', id, async () => toNewsDetail(await this.newsOrNotFound(id, [NEW_TYPE.banner])));
  }

  /** The information center: one type or all of its types, a keyword, a zone. */
  newsList(query: z.output<typeof newsListQuerySchema>) {
    return this.cached('newsList', query, async () => {
      const { rows, total } = await listPublishedNews(this.db, {
        types: query.new_type === undefined ? NEWS_CENTER_TYPES : [query.new_type],
        keyword: query.keyword,
        zoneId: query.zone_id ?? query.id,
        page: query.page,
        limit: query.limit,
      });
      return pageOf(rows.map(toNewsListItem), total, query);
    });
  }

  newsShow(id: number) {
    return this.cached('newsShow', id, async () => toNewsDetail(await this.newsOrNotFound(id, NEWS_CENTER_TYPES)));
  }

  noticeList(query: z.output<typeof noticeListQuerySchema>) {
    return this.cached('noticeList', query, async () => {
      const { rows, total } = await listPublishedNews(this.db, { ...query, types: [NEW_TYPE.notice] });
      return pageOf(rows.map(toNewsListItem), total, query);
    });
  }

  noticeShow(id: number) {
    return this.cached('noticeShow', id, async () => toNewsDetail(await this.newsOrNotFound(id, [NEW_TYPE.notice])));
  }

  articleList(query: z.output<typeof articleListQuerySchema>) {
    return this.cached('articleList', query, async () => {
      const { rows, total } = await listPublishedArticles(this.db, { ...query, articleType: query.article_type });
      return pageOf(rows.map(toArticleListItem), total, query);
    });
  }

  articleShow(id: number) {
    return this.cached('articleShow', id, async () => {
      const row = await findPublishedArticle(this.db, id);
      if (!row) throw notFound(contentMessages.notFound);
      return toArticleDetail(row);
    });
  }

  /** One key per call and validated input: zod's output keeps the schema's key order. */
  private cached<T>(call: string, input: unknown, load: () => Promise<T>): Promise<T> {
    return this.cache.get(`${call}:${JSON.stringify(input)}`, load);
  }

  private async newsOrNotFound(id: number, types: readonly number[]) {
    const row = await findPublishedNews(this.db, id, types);
    if (!row) throw notFound(contentMessages.notFound);
    return row;
  }
}
