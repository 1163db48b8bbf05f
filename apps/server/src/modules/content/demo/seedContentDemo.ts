import { ARTICLE_TYPE, NEW_TYPE } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { articles, newsItems } from '../../../db/schema.js';
import { sanitizeHtml } from '../../../infra/sanitizeHtml.js';
import { demoAnnouncements, demoDeals, demoDynamics, demoNotices } from './demoAnnouncements.js';
import { demoBanners } from './demoBanners.js';
import type { DemoArticle, DemoBanner, DemoNewsItem } from './demoHelpers.js';
import { demoNews } from './demoNews.js';
import { demoLaws, demoLocalPolicies, demoNationalPolicies } from './demoPolicies.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Publication times before the seed, at office hours that differ item to item. */
const publishedAt = (now: number, ageDays: number, index: number) =>
  new Date(now - ageDays * DAY_MS - ((index * 37) % 480) * 60 * 1000);

/**
 * The content demo: news of every type, notices, policies of every type and the home banners,
 * all published, their bodies cleaned by the same sanitizer as a staff edit.
 */
export async function seedContentDemo(db: Db): Promise<void> {
  const now = Date.now();
  /** What a news item and a policy share: the article, published, its body sanitized. */
  const contentValues = (item: DemoNewsItem | DemoBanner | DemoArticle, index: number) => {
    const pubTime = publishedAt(now, item.ageDays, index);
    return {
      title: item.title,
      intro: item.intro,
      source: item.source,
      content: sanitizeHtml(item.content),
      imgPath: item.img ?? '',
      published: 1,
      demo: true,
      pubTime,
      createdAt: pubTime,
      updatedAt: pubTime,
    };
  };
  const newsRow = (newType: number) => (item: DemoNewsItem | DemoBanner, index: number) => {
    const banner = 'addWay' in item ? item : undefined;
    return {
      ...contentValues(item, index),
      newType,
      homeImg: item.img ?? '',
      addWay: banner?.addWay ?? 0,
      link: banner?.link ?? '',
      pdfFile: banner?.pdfFile ?? '',
      isTop: item.top ? 1 : 0,
    };
  };
  const newsOfType: Array<[number, ReadonlyArray<DemoNewsItem | DemoBanner>]> = [
    [NEW_TYPE.news, demoNews],
    [NEW_TYPE.announcement, demoAnnouncements],
    [NEW_TYPE.dynamics, demoDynamics],
    [NEW_TYPE.dealAnnouncement, demoDeals],
    [NEW_TYPE.notice, demoNotices],
    [NEW_TYPE.banner, demoBanners],
  ];
  await db.insert(newsItems).values(newsOfType.flatMap(([newType, items]) => items.map(newsRow(newType))));

  const articleRow = (articleType: number) => (item: DemoArticle, index: number) => ({
    ...contentValues(item, index),
    articleType,
  });
  await db
    .insert(articles)
    .values([
      ...demoNationalPolicies.map(articleRow(ARTICLE_TYPE.nationalPolicy)),
      ...demoLocalPolicies.map(articleRow(ARTICLE_TYPE.localPolicy)),
      ...demoLaws.map(articleRow(ARTICLE_TYPE.lawsAndRegulations)),
    ]);
}
