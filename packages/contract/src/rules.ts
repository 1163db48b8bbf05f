import { z } from 'zod';

/**
 * Field rules that several forms share (docs/product.md §5, §9). Each message is the product's own, in Chinese;
 * the server validates with these schemas and the pages' forms use the same ones.
 */
export const ruleMessages = {
  mobileRequired: '请输入手机号码',
  mobileInvalid: '手机号码格式不正确',
  passwordRequired: '请输入密码',
  newPasswordRequired: '请输入新密码',
  passwordInvalid: '密码格式不正确，至少 8 位且同时包含字母和数字',
  idCardInvalid: '身份证号码格式不正确',
} as const;

/** 11 digits: 1, then 3/4/5/7/8/9, then nine digits. */
export const MOBILE_PATTERN = /^1[345789]\d{9}$/;

export const mobileSchema = z
  .string({ error: ruleMessages.mobileRequired })
  .trim()
  .min(1, ruleMessages.mobileRequired)
  .regex(MOBILE_PATTERN, ruleMessages.mobileInvalid);

/** At least 8 characters with at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/;

/** A password to set, by the §5 rule; `required` is what an empty one is told. */
const passwordToSet = (required: string) =>
  z.string({ error: required }).min(1, required).regex(PASSWORD_PATTERN, ruleMessages.passwordInvalid);

/** The password of a new account or a reset one. */
export const passwordSchema = passwordToSet(ruleMessages.passwordRequired);

/** The new password of a change, beside the old one: an empty one is told which of the two it is. */
export const newPasswordSchema = passwordToSet(ruleMessages.newPasswordRequired);

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK_CHARS = '10X98765432';

/**
 * A Chinese resident ID number: the old 15-digit form, or 18 characters whose last is the
 * ISO 7064 MOD 11-2 check character over the first 17 (GB 11643), with a plausible birth date.
 */
export function isValidIdCardNumber(value: string): boolean {
  const id = value.trim().toUpperCase();
  if (/^\d{15}$/.test(id)) return isPlausibleDate(`19${id.slice(6, 12)}`);
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  if (!isPlausibleDate(id.slice(6, 14))) return false;
  const sum = ID_CARD_WEIGHTS.reduce((total, weight, index) => total + weight * Number(id[index]), 0);
  return ID_CARD_CHECK_CHARS[sum % 11] === id[17];
}

function isPlausibleDate(yyyymmdd: string): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getTime() <= Date.now()
  );
}

/** A text the form must fill in: trimmed, and `message` when it is missing or empty. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const idCardSchema = (requiredMessage: string) =>
  requiredText(requiredMessage)
    .refine(isValidIdCardNumber, ruleMessages.idCardInvalid)
    .transform((value) => value.toUpperCase());

/** A page number and size from the query: bad values fall back to the defaults, never an error. */
export const pageSchema = (defaultLimit: number, maxLimit = 100) =>
  z.object({
    page: z.coerce.number().int().min(1).catch(1).default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .catch(defaultLimit)
      .default(defaultLimit)
      .transform((n) => Math.min(n, maxLimit)),
  });

/** What a list's search box sends: trimmed, at most 100 characters, '' when it sends nothing. */
export const searchBoxSchema = z.string().trim().max(100).optional().default('');
