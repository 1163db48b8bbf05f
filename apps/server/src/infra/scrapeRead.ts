/** How long a scrape of /metrics waits for a figure read from the database. */
export const SCRAPE_READ_WAIT_MS = 1000;

/**
 * A figure /metrics reads from the database, made so that a scrape answers while the database is
 * slow or saturated (infra/overload.ts never sheds /metrics): the scrape waits for the read at most
 * `waitMs`, and otherwise the gauge keeps what the last read set (nothing before the first). One
 * read at a time — a scrape during a slow read waits for that one. A read that fails leaves the last
 * figures too; `/readyz` says whether the database answers.
 */
export function scrapeRead<T>(
  read: () => Promise<T>,
  apply: (value: T) => void,
  waitMs = SCRAPE_READ_WAIT_MS,
): () => Promise<void> {
  let reading: Promise<void> | undefined;
  return async () => {
    reading ??= read()
      .then(apply, () => undefined)
      .finally(() => (reading = undefined));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([reading, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
  };
}
