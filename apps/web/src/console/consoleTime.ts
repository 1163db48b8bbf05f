import { formatChinaDate, formatChinaSeconds } from '../components/chinaTime';

/**
 * The console's one time format (docs/time.md "Console"): Beijing time whatever the browser's zone,
 * to the second — staff read the audit log, the ledger and the bids side by side, where events a
 * minute apart must not look alike. Takes an ISO instant or the API's China-time text; '—' for none.
 * Every console page shows times through this; ESLint refuses another way in apps/web/src/console.
 */
export const consoleTime = formatChinaSeconds;

/** A day alone (`yyyy-MM-dd`), where a date is meant: an arrival or refund day, a deadline's day. */
export const consoleDate = formatChinaDate;
