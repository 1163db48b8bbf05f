import { apiRoutes } from '@jhy/contract';
import type { AppServices } from '../../appServices.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';

/** Every answer below is an entry of the public content cache, written to JSON once while it is kept. */
const kept = { reuseAnswers: true };

/** The public content calls (news, notices, policies, home page); the console's editors clear their cache. */
export function contentRoutes(
  server: RouteServer,
  { publicContent: content }: Pick<AppServices, 'publicContent'>,
): void {
  serveRoute(server, apiRoutes.homePage, () => content.banners(), kept);
  serveRoute(server, apiRoutes.homeNotice, ({ page }) => content.homeNotice(page), kept);
  serveRoute(server, apiRoutes.bannerShow, ({ id }) => content.bannerShow(id), kept);
  serveRoute(server, apiRoutes.newsList, (query) => content.newsList(query), kept);
  serveRoute(server, apiRoutes.newsShow, ({ id }) => content.newsShow(id), kept);
  serveRoute(server, apiRoutes.noticeList, (query) => content.noticeList(query), kept);
  serveRoute(server, apiRoutes.noticeShow, ({ id }) => content.noticeShow(id), kept);
  serveRoute(server, apiRoutes.articleList, (query) => content.articleList(query), kept);
  serveRoute(server, apiRoutes.articleShow, ({ id }) => content.articleShow(id), kept);
}
