import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/** True when the database answers a trivial query within `timeoutMs` (the readiness probe). */
export async function databaseAnswers(db: Db, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`SELECT 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
