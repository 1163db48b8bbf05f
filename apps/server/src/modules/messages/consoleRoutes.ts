import { apiRoutes } from '@jhy/contract';
import type { AppServices } from '../../appServices.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { messagesSentToUser } from './messageService.js';

/** Staff read what a user was sent, on the user's page (docs/messages.md). */
export function consoleMessageRoutes(server: RouteServer, { db }: Pick<AppServices, 'db'>): void {
  serveRoute(server, apiRoutes.userMessages, ({ id, page, limit }) => messagesSentToUser(db, id, { page, limit }));
}
