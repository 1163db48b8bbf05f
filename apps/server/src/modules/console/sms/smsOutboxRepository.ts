import { desc, eq } from 'drizzle-orm';
import type { SmsOutboxEntry } from '@jhy/contract';
import type { Queryable } from '../../../db/client.js';
import { readPage } from '../../../db/paging.js';
import { smsOutbox } from '../../../db/schema.js';

/** What the console SMS driver would have sent, newest first; optionally for one mobile. */
export async function listSmsOutbox(
  db: Queryable,
  query: { page: number; limit: number; mobile?: string },
): Promise<{ total: number; data: SmsOutboxEntry[] }> {
  const where = query.mobile ? eq(smsOutbox.mobile, query.mobile) : undefined;
  const select = db.select().from(smsOutbox).where(where).orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id));
  const { rows, total } = await readPage(select, db.$count(smsOutbox, where), query);
  return {
    total,
    data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}
