// No zod at run time here: the pages read and show amounts with these (moneySchema.ts has the schema).

/**
 * Money (docs/lifecycles.md "Money"). Every amount of the transaction — a listing's price, a deposit,
 * a bid, a deal — is 万元 with at most four decimals (one 元), travels as a decimal string and is
 * stored as `numeric(14, 4)`: at most ten integer digits. Arithmetic is done on whole
 * ten-thousandths of a 万元 (元) as a bigint, never on a float: 12.3456 stays 12.3456.
 */

/** Decimals of every amount in 万元 (the columns' scale). */
export const MONEY_SCALE = 4;
/** Integer digits the columns hold (`numeric(14, 4)`). */
export const MONEY_INTEGER_DIGITS = 10;
/** Ten-thousandths of a 万元 in one 万元. */
const UNITS_PER_WAN = 10n ** BigInt(MONEY_SCALE);
/** The largest amount a column holds, in units: 9,999,999,999.9999 万元. */
export const MONEY_MAX_UNITS = 10n ** BigInt(MONEY_INTEGER_DIGITS + MONEY_SCALE) - 1n;

/**
 * An amount as text: digits, at most ten before the point and four after; no sign, exponent, hex,
 * binary, spaces or leading zeros (a leading '0.' is fine). '120', '12.3456', '0.5'.
 */
export const MONEY_PATTERN = /^(0|[1-9]\d{0,9})(\.\d{1,4})?$/;

/** An amount's text in units, or undefined when it is not strictly a money amount. */
export function parseMoney(text: string): bigint | undefined {
  if (!MONEY_PATTERN.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * UNITS_PER_WAN + BigInt(fraction.padEnd(MONEY_SCALE, '0'));
}

/** Units back to the stored text, with its four decimals: 123456n → '12.3456'. */
export function moneyText(units: bigint): string {
  const sign = units < 0n ? '-' : '';
  const abs = units < 0n ? -units : units;
  const fraction = String(abs % UNITS_PER_WAN).padStart(MONEY_SCALE, '0');
  return `${sign}${abs / UNITS_PER_WAN}.${fraction}`;
}

/**
 * A stored amount (the database answers numeric as text, perhaps with fewer decimals) in units.
 * Throws on anything else: a stored amount that is not money is a defect to hear of, not to round.
 */
export function moneyUnits(stored: string): bigint {
  const units = parseMoney(stored.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''));
  if (units === undefined) throw new Error(`not an amount in 万元: ${stored}`);
  return units;
}

/** True when units fit the columns. */
export const fitsMoney = (units: bigint) => units >= 0n && units <= MONEY_MAX_UNITS;

/**
 * For people: the amount without trailing zeros, with 万元 ('12.35 万元', '120 万元'). Every page,
 * message, announcement and PDF names money through this.
 */
export function formatWan(stored: string): string {
  return `${wanText(stored)} 万元`;
}

/** The amount alone, without trailing zeros, thousands grouped: '12.5', '120', '1,234,567.89'. */
export function wanText(stored: string): string {
  const [whole = '0', fraction = ''] = moneyText(moneyUnits(stored)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const decimals = fraction.replace(/0+$/, '');
  return decimals ? `${grouped}.${decimals}` : grouped;
}

/** Whole multiples: whether `amount - base` is a non-negative whole number of `step`s. */
export function isStepAbove(amount: bigint, base: bigint, step: bigint): boolean {
  return amount >= base && step > 0n && (amount - base) % step === 0n;
}

/**
 * A listing's 'number/unit' text (docs/product.md §3) in units when its unit is 万元 or 元 and the
 * number is an amount the transaction can hold (元 are whole units: 1 元 = 0.0001 万元); otherwise
 * undefined — the price is then for people to read, and the transaction cannot take it (面议).
 */
export function wanUnitsOf(stored: string): bigint | undefined {
  const match = /^(\S+?)\/(万元|元)$/.exec(stored.trim());
  if (!match) return undefined;
  const [, number = '', unit] = match;
  if (unit === '元') {
    if (!/^(0|[1-9]\d{0,13})$/.test(number)) return undefined;
    const units = BigInt(number);
    return fitsMoney(units) ? units : undefined;
  }
  return parseMoney(number);
}
