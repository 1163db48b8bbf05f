/**
 * A record id's bounds, apart from the zod schemas of ids.ts: a page that reads an id from its
 * address imports this module alone, and with it no zod.
 */

/** The largest value of a PostgreSQL `integer` (every id column is `serial`). */
export const MAX_ID = 2_147_483_647;

/**
 * `value` as an id, or undefined: for ids read outside a schema (a page's URL). The same rule as
 * `idSchema` (ids.ts) written without zod, so that a detail page reading its address loads no zod (85 KB);
 * recordIds.test.ts holds the two to the same answers.
 */
export function parseId(value: unknown): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}
