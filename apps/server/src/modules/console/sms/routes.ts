import { apiRoutes } from '@jhy/contract';
import type { AppServices } from '../../../appServices.js';
import { serveRoute, type RouteServer } from '../../../infra/serveRoute.js';
import { listSmsOutbox } from './smsOutboxRepository.js';

export function consoleSmsRoutes(server: RouteServer, { db }: Pick<AppServices, 'db'>): void {
  serveRoute(server, apiRoutes.smsOutbox, (query) => listSmsOutbox(db, query));
}
