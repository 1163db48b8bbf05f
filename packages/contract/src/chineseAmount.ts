// No zod at run time here: the 成交确认书 and the pages may write amounts in words with this.
import { moneyUnits } from './money.js';

/**
 * 人民币大写 (docs/deal-confirmation.md): an amount as it is written on a bill or a confirmation,
 * by the rules of the People's Bank for amounts in words — 壹贰叁…, 拾佰仟 within a group of four
 * digits, 万 and 亿 between groups (a 万亿 above 亿), one 零 for any run of zeros inside the number,
 * 壹拾 (never a bare 拾) at the top, 整 when there are no 分, and 零 after 元 when 角 is zero but 分 is
 * not. Exact: the amount is read as text, never as a float.
 */

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const PLACES = ['', '拾', '佰', '仟'] as const;
const WAN = 10_000n;
const YI = 100_000_000n;

/** A yuan amount as text: whole yuan, optionally with one or two decimals ('12', '0.5', '1680.32'). */
const YUAN_PATTERN = /^(0|[1-9]\d*)(\.\d{1,2})?$/;

const digit = (n: bigint | number) => DIGITS[Number(n)] ?? '';

/** 1 ≤ n < 10,000: the digits of one group with 拾佰仟, zeros inside collapsed to one 零, none at the end. */
function groupWords(n: bigint): string {
  const text = String(n);
  let words = '';
  let pendingZero = false;
  for (let i = 0; i < text.length; i += 1) {
    const d = Number(text[i]);
    const place = text.length - 1 - i;
    if (d === 0) {
      pendingZero = words !== '';
      continue;
    }
    if (pendingZero) words += '零';
    pendingZero = false;
    words += digit(d) + PLACES[place];
  }
  return words;
}

/** n ≥ 1 whole yuan in words, without 元. */
function wholeWords(n: bigint): string {
  if (n >= YI) return joinGroups(wholeWords(n / YI), '亿', n % YI, YI / 10n);
  if (n >= WAN) return joinGroups(wholeWords(n / WAN), '万', n % WAN, WAN / 10n);
  return groupWords(n);
}

/** `high` + unit, then the remainder: after a 零 when the remainder's top digit is a zero. */
function joinGroups(high: string, unit: string, rest: bigint, topPlace: bigint): string {
  if (rest === 0n) return high + unit;
  return high + unit + (rest < topPlace ? '零' : '') + wholeWords(rest);
}

/**
 * An amount in yuan ('1680.32') in words ('壹仟陆佰捌拾元叁角贰分'). Throws on anything that is not
 * a plain non-negative decimal with at most two decimals.
 */
export function amountInChineseWords(yuan: string): string {
  const match = YUAN_PATTERN.exec(yuan);
  if (!match) throw new Error(`not an amount in yuan: ${yuan}`);
  const whole = BigInt(match[1] ?? '0');
  const cents = (match[2] ?? '').slice(1).padEnd(2, '0');
  const jiao = Number(cents[0]);
  const fen = Number(cents[1]);
  if (whole === 0n && jiao === 0 && fen === 0) return '零元整';
  let words = whole > 0n ? `${wholeWords(whole)}元` : '';
  if (jiao > 0) words += `${digit(jiao)}角`;
  else if (fen > 0 && whole > 0n) words += '零';
  words += fen > 0 ? `${digit(fen)}分` : '整';
  return words;
}

/**
 * A stored amount in 万元 ('12.3456') as yuan text ('123456'): the money helpers' unit is one yuan
 * (a ten-thousandth of a 万元), so the conversion is exact.
 */
export function wanToYuanText(stored: string): string {
  return String(moneyUnits(stored));
}

/** A stored amount in 万元, in words as yuan: '12.3456' → '壹拾贰万叁仟肆佰伍拾陆元整'. */
export function wanInChineseWords(stored: string): string {
  return amountInChineseWords(wanToYuanText(stored));
}
