/**
 * The exchange works in China Standard Time (UTC+8, no daylight saving). Instants become wall-clock
 * text only through this function — on the server for the wire (`yyyy-MM-dd HH:mm:ss`, docs/product.md §9)
 * and in the browser for display — whatever time zone the machine itself runs in.
 */
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

export function formatChinaDateTime(instant: Date): string {
  return new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
