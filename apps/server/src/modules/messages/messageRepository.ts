import { and, asc, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { byIdAndOwner } from '../../db/filters.js';
import { readPage, type PageRequest } from '../../db/paging.js';
import { messages, smsNotices, users } from '../../db/schema.js';

export type MessageRow = typeof messages.$inferSelect;
export type SmsNoticeRow = typeof smsNotices.$inferSelect;

export async function insertMessage(
  tx: Queryable,
  values: Pick<MessageRow, 'userId' | 'kind' | 'title' | 'body' | 'route' | 'recordId'>,
): Promise<MessageRow> {
  const [row] = await tx.insert(messages).values(values).returning();
  return row!;
}

/** Where a user's notices go, and whether they want them (docs/messages.md). */
export async function findNoticeTarget(tx: Queryable, userId: number) {
  const [row] = await tx
    .select({
      mobile: users.mobile,
      smsNotice: users.smsNotice,
      auctionOpenNotice: users.auctionOpenNotice,
      outbidNotice: users.outbidNotice,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function insertSmsNotice(
  tx: Queryable,
  values: Pick<SmsNoticeRow, 'messageId' | 'userId' | 'mobile' | 'title'>,
): Promise<void> {
  await tx.insert(smsNotices).values(values);
}

/**
 * One user's messages, newest first: a message keeps its place in time when it is read (docs/messages.md);
 * the id is the order of arrival and breaks every tie.
 */
export async function pageMessagesOfUser(db: Queryable, userId: number, page: PageRequest) {
  const where = eq(messages.userId, userId);
  const select = db.select().from(messages).where(where).orderBy(desc(messages.id));
  return readPage(select, db.$count(messages, where), page);
}

export async function countUnread(db: Queryable, userId: number): Promise<number> {
  return db.$count(messages, and(eq(messages.userId, userId), isNull(messages.readAt)));
}

/** Whether message `id` is `userId`'s (the owner check of docs/security.md "Ownership matrix"). */
export async function ownsMessage(db: Queryable, userId: number, id: number): Promise<boolean> {
  const [row] = await db.select({ id: messages.id }).from(messages).where(byIdAndOwner(messages, { id, userId }));
  return row !== undefined;
}

/** Marks one message read, only the owner's; false when the user has no such message. */
export async function markOwnMessageRead(db: Queryable, userId: number, id: number, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id, readAt: messages.readAt })
    .from(messages)
    .where(byIdAndOwner(messages, { id, userId }));
  if (!row) return false;
  if (row.readAt === null) {
    await db
      .update(messages)
      .set({ readAt: at })
      .where(and(byIdAndOwner(messages, { id, userId }), isNull(messages.readAt)));
  }
  return true;
}

export async function markAllOwnMessagesRead(db: Queryable, userId: number, at: Date): Promise<void> {
  await db
    .update(messages)
    .set({ readAt: at })
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
}

/** The console's view of what a user was sent: newest first, each with its SMS notice if any. */
export async function pageMessagesForConsole(db: Queryable, userId: number, page: PageRequest) {
  const where = eq(messages.userId, userId);
  const select = db
    .select({ message: messages, smsStatus: smsNotices.status, smsAttempts: smsNotices.attempts })
    .from(messages)
    .leftJoin(smsNotices, eq(smsNotices.messageId, messages.id))
    .where(where)
    .orderBy(desc(messages.id));
  return readPage(select, db.$count(messages, where), page);
}

/**
 * Claims up to `limit` notices due at `now` for one sending attempt: counts the attempt and moves
 * the next one to `retryAt(attempts)` at once, so a process that dies mid-send leaves the notice
 * to be retried, and two processes never claim the same notice (SKIP LOCKED).
 */
export async function claimDueNotices(
  db: Queryable,
  now: Date,
  limit: number,
  retryAfterMs: (attempt: number) => number,
): Promise<SmsNoticeRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: smsNotices.id, attempts: smsNotices.attempts })
      .from(smsNotices)
      .where(and(eq(smsNotices.status, 'pending'), lte(smsNotices.nextAttemptAt, now)))
      .orderBy(asc(smsNotices.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed: SmsNoticeRow[] = [];
    for (const { id, attempts } of due) {
      const [row] = await tx
        .update(smsNotices)
        .set({ attempts: attempts + 1, nextAttemptAt: new Date(now.getTime() + retryAfterMs(attempts + 1)) })
        .where(eq(smsNotices.id, id))
        .returning();
      claimed.push(row!);
    }
    return claimed;
  });
}

export async function recordNoticeSent(db: Queryable, id: number, at: Date): Promise<void> {
  await db.update(smsNotices).set({ status: 'sent', sentAt: at, lastError: '' }).where(eq(smsNotices.id, id));
}

export async function recordNoticeFailure(db: Queryable, id: number, error: string, final: boolean): Promise<void> {
  await db
    .update(smsNotices)
    .set({ lastError: error.slice(0, 200), ...(final ? { status: 'failed' } : {}) })
    .where(eq(smsNotices.id, id));
}
