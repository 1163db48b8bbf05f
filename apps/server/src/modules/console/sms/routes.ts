import { apiRoutes } from '@jhy/contract';
import type { AppServices } from '../../../appServices.js';
import { serveRoute, type RouteServer } from '../../../infra/serveRoute.js';
import { smsOutboxPage } from './smsOutboxService.js';

export function consoleSmsRoutes(server: RouteServer, { db }: Pick<AppServices, 'db'>): void {
  serveRoute(server, apiRoutes.smsOutbox, (query) => smsOutboxPage(db, query));
}
