// No zod here: pages read these constants and parseId on their first screens; the schemas of
// ids are in idSchemas.ts (docs/performance.md "Plain markup on first screens").

/**
 * Ids that the product (docs/product.md) fixes (§3 "Category ids", §9). They are stored with exactly these values,
 * because the public client and bookmarked URLs (idOne=178, idTwo=183) carry them.
 */
export const PILOT_ROOT_CATEGORY = 177;
export const PILOT_MAP_CATEGORY = 178;
export const PILOT_PROVINCE_CATEGORY = 182;
export const PILOT_NON_PILOT_CATEGORY = 183;

export const DISPLAY_CATEGORY = { materialSupply: 44, culturalServices: 59, regulationServices: 80 } as const;

/** Transferor type 165 is an individual: an ID-card number instead of a credit code. */
export const TRANSFER_TYPE_INDIVIDUAL = 165;
/** Certification type 205 is "other" and needs a free-text description. */
export const AUTH_TYPE_OTHER = 205;

export const SEASON_IDS = [92, 93, 94, 95, 96] as const;

export const TRADING_CLASS = {
  carbonEmission: 100,
  energyUse: 101,
  classA: 102,
  classB: 103,
  forestFelling: 116,
  forestPlotOperation: 114,
  forestRights: 115,
  forestryCarbonSink: 126,
} as const;

/** Disclosure option when no qualified buyer appears: end (3, default) or extend (6). */
export const NO_BUYER_END = 3;
export const NO_BUYER_EXTEND = 6;

/** The largest value of a PostgreSQL `integer` (every id column is `serial`). */
export const MAX_ID = 2_147_483_647;

/**
 * `value` as an id, or undefined: for ids read outside a schema (a page's URL). The same rule as
 * `idSchema` (idSchemas.ts) written without zod, so that a detail page reading its address loads no zod (85 KB);
 * ids.test.ts holds the two to the same answers.
 */
export function parseId(value: unknown): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}
