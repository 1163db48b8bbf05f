import { eq, ilike, type Column, type SQL } from 'drizzle-orm';
import { likeContains } from '../infra/likePattern.js';

// The optional conditions of a list's WHERE: each is `undefined` when its filter is not set, and
// `and(…)` leaves an `undefined` out.

/** `column` contains `text` anywhere (the user's own % and _ literal); no condition for an empty `text`. */
export const containsText = (column: Column, text: string | undefined): SQL | undefined =>
  text ? ilike(column, likeContains(text)) : undefined;

/** `column` equals the console filter's status; no condition for '' (any status). */
export const statusFilter = (column: Column, status: number | ''): SQL | undefined =>
  status === '' ? undefined : eq(column, status);
