import { apiRoutes } from '@jhy/contract';
import type { AppServices } from '../../appServices.js';
import { Answer } from '../../infra/envelope.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { messageCenterMessages } from '@jhy/contract';
import { currentUser } from '../accounts/requireUser.js';
import { MessageService } from './messageService.js';

/** The message center (docs/messages.md); the user is the token's, always. */
export function messageRoutes(server: RouteServer, { db }: Pick<AppServices, 'db'>): void {
  const messages = new MessageService(db);
  serveRoute(server, apiRoutes.messageList, (page, request) => messages.list(currentUser(request).id, page));
  serveRoute(server, apiRoutes.messageUnread, (_input, request) => messages.unread(currentUser(request).id));
  serveRoute(
    server,
    apiRoutes.messageRead,
    async ({ id }, request) =>
      new Answer(await messages.markRead(currentUser(request).id, id), messageCenterMessages.markedRead),
  );
  serveRoute(
    server,
    apiRoutes.messageReadAll,
    async (_input, request) =>
      new Answer(await messages.markAllRead(currentUser(request).id), messageCenterMessages.allMarkedRead),
  );
}
