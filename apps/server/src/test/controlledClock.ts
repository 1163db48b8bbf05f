// Instants for tests on a controlled clock (docs/time.md): each rule is tried at its exact instant.

export const MINUTE = 60_000;
/** `date` moved by `delta` milliseconds. */
export const ms = (date: Date, delta: number) => new Date(date.getTime() + delta);

/**
 * The window ends of one test file: each call the next day of `month` (0-based) of `year`, at
 * 23:59:59 China time, so that no two of the file's listings close at the same instant.
 */
export function windowEnds(year: number, month: number): () => Date {
  let day = 0;
  return () => {
    day += 1;
    return new Date(Date.UTC(year, month, day, 15, 59, 59));
  };
}
