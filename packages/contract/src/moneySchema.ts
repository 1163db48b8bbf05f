import { z } from 'zod';
import { MONEY_MAX_UNITS, MONEY_PATTERN, moneyText, parseMoney } from './money.js';

/** A JSON number is taken as its shortest text (120 → '120'); anything but a string or a number fails. */
const asMoneyText = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value);

/**
 * The schema of one kind of amount, strict: a string (or a JSON number whose shortest text is such
 * a string) matching MONEY_PATTERN, within [min, max] units; out: the stored text with four
 * decimals. `'0x78'`, `'1e3'`, `' 120'`, `[120]`, `true` are refused with `message`.
 */
export function moneySchema(message: string, bounds: { min?: bigint; max?: bigint } = {}) {
  const min = bounds.min ?? 1n;
  const max = bounds.max ?? MONEY_MAX_UNITS;
  return z.preprocess(
    asMoneyText,
    z
      .string({ error: message })
      .regex(MONEY_PATTERN, message)
      .refine((text) => {
        const units = parseMoney(text)!;
        return units >= min && units <= max;
      }, message)
      .transform((text) => moneyText(parseMoney(text)!)),
  );
}
