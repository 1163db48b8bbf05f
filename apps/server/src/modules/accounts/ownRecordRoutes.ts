import type { ZodType } from 'zod';
import type { DefinedRoute } from '@jhy/contract';
import { Answer } from '../../infra/envelope.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { currentUser } from './requireUser.js';

type Route<Input, Output> = DefinedRoute<string, ZodType<Input>, ZodType<Output>>;

/** The table's entries of one kind of a user's own records, each typed by what the service takes and answers. */
interface OwnRecordRoutes<Fields, Edit extends { id: number }, Query, List, View> {
  add: Route<Fields, View>;
  list: Route<Query, List>;
  edit: Route<Edit, View>;
}

/** What a feature's service does with a user's own records: every call names the user. */
interface OwnRecords<Fields, Edit extends { id: number }, Query, List, View> {
  add(userId: number, fields: Fields): Promise<View>;
  list(userId: number, query: Query): Promise<List>;
  edit(userId: number, id: number, fields: Omit<Edit, 'id'>): Promise<View>;
}

/**
 * Serves the add, list and edit routes of one kind of a user's own records (enterprises,
 * certification applications, display products): each acts for the token's user, never for a
 * `user_id` field, and the add and the edit answer with their own success message.
 */
export function serveOwnRecords<Fields, Edit extends { id: number }, Query, List, View>(
  server: RouteServer,
  routes: OwnRecordRoutes<Fields, Edit, Query, List, View>,
  records: OwnRecords<Fields, Edit, Query, List, View>,
  messages: { added: string; edited: string },
): void {
  serveRoute(
    server,
    routes.add,
    async (fields, request) => new Answer(await records.add(currentUser(request).id, fields), messages.added),
  );
  serveRoute(server, routes.list, (query, request) => records.list(currentUser(request).id, query));
  serveRoute(
    server,
    routes.edit,
    async ({ id, ...fields }, request) =>
      new Answer(await records.edit(currentUser(request).id, id, fields), messages.edited),
  );
}
