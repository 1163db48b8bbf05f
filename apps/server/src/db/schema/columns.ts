import { integer, timestamp } from 'drizzle-orm/pg-core';

// Column groups that several tables share. Functions, so that each table gets builders of its own.

/** When the row was written. */
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row was written and last changed. */
export const rowTimes = () => ({
  createdAt: createdAtColumn(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The staff member who made the last review decision on the row, and when; null until one does. */
export const reviewedColumns = () => ({
  reviewedBy: integer('reviewed_by'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
});
