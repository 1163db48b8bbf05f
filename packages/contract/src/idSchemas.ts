import { z } from 'zod';
import { MAX_ID } from './ids.js';

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
