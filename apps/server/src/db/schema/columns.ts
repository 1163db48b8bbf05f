import { bigserial, integer, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column groups that several tables share. Functions, so that each table gets builders of its own.

/** The row's id: a serial primary key. */
export const serialId = () => serial('id').primaryKey();

/** The id of a table that grows by the thousand (sessions, codes, logs, bids): a bigserial read as a JS number. */
export const bigSerialId = () => bigserial('id', { mode: 'number' }).primaryKey();

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

/**
 * What a review decision writes besides the state (`DecisionValues` of the console's reviewDecision):
 * the remark the applicant reads, and the reviewer's columns.
 */
export const decisionColumns = () => ({
  remark: text('remark').notNull().default(''),
  ...reviewedColumns(),
});

/** A row this one belongs to: its integer id in column `name`, required and checked by a foreign key. */
export const requiredReference = <Name extends string>(name: Name, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target);
