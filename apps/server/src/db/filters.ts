import { and, eq, ilike, type Column, type SQL } from 'drizzle-orm';
import { likeContains } from '../infra/likePattern.js';

// The optional conditions of a list's WHERE: each is `undefined` when its filter is not set, and
// `and(…)` leaves an `undefined` out.

/** `column` contains `text` anywhere (the user's own % and _ literal); no condition for an empty `text`. */
export const containsText = (column: Column, text: string | undefined): SQL | undefined =>
  text ? ilike(column, likeContains(text)) : undefined;

/** `column` equals the console filter's status; no condition for '' (any status). */
export const statusFilter = (column: Column, status: number | ''): SQL | undefined =>
  status === '' ? undefined : eq(column, status);

/**
 * The row `id` of `table` only when `userId` owns it: an owner's call finds and changes its records
 * this way and no other, so another user's id is simply not found (docs/architecture.md).
 */
export const byIdAndOwner = (table: { id: Column; userId: Column }, row: { id: number; userId: number }): SQL =>
  and(eq(table.id, row.id), eq(table.userId, row.userId))!;
