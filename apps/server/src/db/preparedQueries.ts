import type { Queryable } from './client.js';

/**
 * Prepared queries kept per database and name: a query's text and its result mapping are built
 * once, not on every request (docs/performance.md "Prepared queries"). The name is also the statement's
 * name on PostgreSQL, so one name must always stand for one query text. A query prepared with an empty
 * statement name (`.prepare('')`) is kept here all the same, but PostgreSQL plans it at each execution
 * with that execution's values (an unnamed statement).
 */
export class PreparedQueries<Query> {
  private readonly byDatabase = new WeakMap<Queryable, Map<string, Query>>();

  get(db: Queryable, name: string, prepare: () => Query): Query {
    let byName = this.byDatabase.get(db);
    if (!byName) this.byDatabase.set(db, (byName = new Map()));
    let query = byName.get(name);
    if (!query) byName.set(name, (query = prepare()));
    return query;
  }
}
