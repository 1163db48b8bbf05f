import { CHINA_OFFSET_MS, formatChinaDateTime } from '@jhy/contract';

/**
 * Dates are stored as instants; they become China wall-clock text only at the edge, with the
 * contract's formatter that the web app shares (docs/time.md).
 */
export { formatChinaDateTime };

/** `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd HH:mm`, or a date alone) read as China time. */
export function parseChinaDateTime(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!match) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = match;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const date = new Date(utc - CHINA_OFFSET_MS);
  // Reject 2026-02-30 and 25:00 rather than letting Date roll them over.
  return formatChinaDateTime(date) === `${y}-${mo}-${d} ${h}:${mi}:${s}` ? date : undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant the China day holding `instant` began: daily caps and "today" counts start there. */
export function startOfChinaDay(instant: Date): Date {
  const local = instant.getTime() + CHINA_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - CHINA_OFFSET_MS);
}

/** The instant a China calendar day (`yyyy-MM-dd`) begins. */
export function startOfChinaDate(day: string): Date {
  return new Date(
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) - CHINA_OFFSET_MS,
  );
}

/** The China calendar date of an instant, `yyyy-MM-dd`. */
export function chinaDate(instant: Date): string {
  return formatChinaDateTime(instant).slice(0, 10);
}
