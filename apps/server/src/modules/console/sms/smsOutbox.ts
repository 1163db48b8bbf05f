import { count, desc, eq } from 'drizzle-orm';
import type { SmsOutboxEntry } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { smsOutbox } from '../../../db/schema.js';

/** What the console SMS driver would have sent, newest first; optionally for one mobile. */
export async function listSmsOutbox(
  db: Db,
  query: { page: number; limit: number; mobile?: string },
): Promise<{ total: number; data: SmsOutboxEntry[] }> {
  const where = query.mobile ? eq(smsOutbox.mobile, query.mobile) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(smsOutbox)
      .where(where)
      .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(smsOutbox).where(where),
  ]);
  return {
    total: total?.value ?? 0,
    data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}
