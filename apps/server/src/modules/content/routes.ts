import { apiRoutes } from '@jhy/contract';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import type { PublicContentService } from './contentService.js';

/** The public content calls (news, notices, policies, home page); the console's editors clear their cache. */
export function contentRoutes(server: RouteServer, content: PublicContentService): void {
  serveRoute(server, apiRoutes.homePage, () => content.banners());
  serveRoute(server, apiRoutes.homeNotice, ({ page }) => content.homeNotice(page));
  serveRoute(server, apiRoutes.bannerShow, ({ id }) => content.bannerShow(id));
  serveRoute(server, apiRoutes.newsList, (query) => content.newsList(query));
  serveRoute(server, apiRoutes.newsShow, ({ id }) => content.newsShow(id));
  serveRoute(server, apiRoutes.noticeList, (query) => content.noticeList(query));
  serveRoute(server, apiRoutes.noticeShow, ({ id }) => content.noticeShow(id));
  serveRoute(server, apiRoutes.articleList, (query) => content.articleList(query));
  serveRoute(server, apiRoutes.articleShow, ({ id }) => content.articleShow(id));
}
