import { apiRoutes } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { serveRoute, type RouteServer } from '../../../infra/serveRoute.js';
import { listSmsOutbox } from './smsOutboxRepository.js';

export function consoleSmsRoutes(server: RouteServer, db: Db): void {
  serveRoute(server, apiRoutes.smsOutbox, (query) => listSmsOutbox(db, query));
}
