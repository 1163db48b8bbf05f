import { integer, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { rowTimes } from './columns.js';

/**
 * The state both login tables keep, portal users and staff alike: the password's hash, `status`
 * 1 active / 0 disabled, the wrong-password lock of infra/loginLockout (which reads these two
 * columns of either table), the last login and the row's times. A function, so that each table gets builders of its own.
 */
export const loginAccountColumns = () => ({
  passwordHash: text('password_hash').notNull(),
  status: smallint('status').notNull().default(1),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  ...rowTimes(),
});
