import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigSerialId, createdAtColumn, serialId } from './columns.js';
import { loginAccountColumns } from './loginAccountColumns.js';

/** Exchange staff, separate from portal users. Roles: admin, reviewer, editor. */
export const staff = pgTable(
  'staff',
  {
    id: serialId(),
    username: varchar('username', { length: 50 }).notNull(),
    displayName: varchar('display_name', { length: 50 }).notNull().default(''),
    role: varchar('role', { length: 20 }).notNull(),
    /** Set for a password others have seen (the first admin's, printed at start): only changing it is allowed. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    ...loginAccountColumns(),
  },
  (t) => [uniqueIndex('staff_username_unique').on(t.username)],
);

/** Every staff action of the console: who, when, what, before → after. Written in the action's transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigSerialId(),
    staffId: integer('staff_id'),
    staffName: varchar('staff_name', { length: 50 }).notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    targetType: varchar('target_type', { length: 40 }).notNull(),
    targetId: varchar('target_id', { length: 40 }).notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    remark: text('remark').notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_staff_idx').on(t.staffId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);
