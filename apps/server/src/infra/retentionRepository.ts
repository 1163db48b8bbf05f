import { lt } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { smsCodes, smsOutbox } from '../db/schema.js';

/** SMS codes sent before `before` (their mobile and IP go with them); answers how many went. */
export async function deleteSmsCodesSentBefore(db: Queryable, before: Date): Promise<number> {
  const rows = await db.delete(smsCodes).where(lt(smsCodes.createdAt, before)).returning({ id: smsCodes.id });
  return rows.length;
}

/** Outbox messages written before `before`; answers how many went. */
export async function deleteOutboxBefore(db: Queryable, before: Date): Promise<number> {
  const rows = await db.delete(smsOutbox).where(lt(smsOutbox.createdAt, before)).returning({ id: smsOutbox.id });
  return rows.length;
}
