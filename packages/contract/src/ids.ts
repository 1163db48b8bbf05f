import { z } from 'zod';
import { MAX_ID } from './recordIds.js';

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

export const idMessages = { invalid: '编号无效' } as const;

/**
 * The one parser of a record id from a request: a positive whole number the id column can hold,
 * else a 400 with `message` (the feature's "not found" words, or a plain "编号无效"). An id like
 * 3000000000 must be bad input here, never a query the database refuses (a 500).
 */
export const idSchema = (message: string = idMessages.invalid) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

const blankAsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

/** An id a form may leave blank ('' or null = none); anything else must be an id. */
export const optionalIdSchema = (message?: string) => z.preprocess(blankAsAbsent, idSchema(message).optional());

/** An id used as a list filter: blank or unusable means no filter, never an error. */
export const idFilterSchema = () => z.preprocess(blankAsAbsent, idSchema().optional().catch(undefined));
