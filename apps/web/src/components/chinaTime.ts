import { formatChinaDateTime } from '@jhy/contract';

/** An ISO instant carries its zone (`Z` or `+08:00`); the public API's texts are China time already. */
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/;
/** The API's China wall-clock text, or a day alone. */
const CHINA_WALL_TIME = /^\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2}|$)/;

/**
 * The one way a time is shown, in portal and console: `yyyy-MM-dd HH:mm`, China time (docs/time.md),
 * whatever the browser's time zone. Takes an ISO instant or the API's China-time text; '—' for none.
 */
export const formatChinaTime = (value: string | null | undefined) => chinaTimeText(value, 16);

/** The first `length` characters of `yyyy-MM-dd HH:mm:ss`, China time. */
function chinaTimeText(value: string | null | undefined, length: number): string {
  if (!value) return '—';
  if (!HAS_ZONE.test(value) && CHINA_WALL_TIME.test(value)) return value.slice(0, length);
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : formatChinaDateTime(instant).slice(0, length);
}

/**
 * To the second, where seconds decide (docs/bidding.md "Bidding"): an auction takes a bid a second
 * and moves its end on late bids, so bid times and the end read `yyyy-MM-dd HH:mm:ss`.
 */
export const formatChinaSeconds = (value: string | null | undefined) => chinaTimeText(value, 19);

/** The day alone, `yyyy-MM-dd` in China time, where a date is meant (a deposit's arrival day). */
export const formatChinaDate = (value: string | null | undefined) => chinaTimeText(value, 10);
