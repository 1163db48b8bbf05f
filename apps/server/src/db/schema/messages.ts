import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bigSerialId, createdAtColumn, requiredReference, serialId } from './columns.js';
import { userIdColumn } from './accounts.js';

/**
 * The message center (docs/messages.md): what a user is told about a decision on one of their
 * records, written in the decision's transaction. `route` and `record_id` name the record's page.
 */
export const messages = pgTable(
  'messages',
  {
    id: serialId(),
    userId: userIdColumn(),
    kind: varchar('kind', { length: 40 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    /** The decision's words for the user: the reviewer's remark on a rejection. */
    body: text('body').notNull().default(''),
    route: varchar('route', { length: 255 }).notNull(),
    recordId: integer('record_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // The unread count.
    index('messages_user_read_idx').on(t.userId, t.readAt, t.id),
    // The list, newest first (docs/messages.md).
    index('messages_user_id_idx').on(t.userId, t.id.desc()),
  ],
);

/**
 * The SMS notice of a message, queued in the decision's transaction and sent after it by the
 * dispatcher (docs/messages.md): `pending` until sent, retried with a growing wait, `failed` after
 * the last attempt. A failed send never touches the decision.
 */
export const smsNotices = pgTable(
  'sms_notices',
  {
    id: bigSerialId(),
    messageId: requiredReference('message_id', () => messages.id),
    userId: integer('user_id').notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    /** The template's one variable (docs/messages.md "SMS notices"). */
    title: varchar('title', { length: 200 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: varchar('last_error', { length: 200 }).notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('sms_notices_due_idx').on(t.status, t.nextAttemptAt), index('sms_notices_message_idx').on(t.messageId)],
);
