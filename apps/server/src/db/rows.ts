import type { SQL } from 'drizzle-orm';
import type { Queryable } from './client.js';

/**
 * The rows of a raw statement (`db.execute`), whichever driver answered: both PGlite and
 * node-postgres answer `{ rows }`, which drizzle types as unknown. `T` is the row shape the caller's
 * SQL selects; nothing here checks it, so keep the statement beside the type.
 */
export async function rowsOf<T>(db: Queryable, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) {
    throw new Error('the database answered a statement without rows');
  }
  return result.rows as T[];
}
