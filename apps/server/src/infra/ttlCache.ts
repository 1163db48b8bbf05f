/** When a kept answer stops being used: `ttlMs` after it was asked for, or earlier if its load says so. */
export interface TtlCacheOptions {
  ttlMs: number;
  /** Keys can come from searches without end: past this many, the oldest entries give way. */
  maxEntries: number;
  /** Milliseconds since the epoch; tests and callers that pass their own instant set it. */
  clock?: () => number;
}

interface Kept<T> {
  /** The instant the answer was asked for: it is exact from then on, not before. */
  from: number;
  answer: Promise<{ value: T; until: number }>;
}

/**
 * The one cache of the server's public answers (content lists and details, listing lists): per
 * process, bounded, each answer kept for a limited time and dropped at once by `invalidate()` when
 * the data it came from changes. Callers that ask for a key while its answer is loading share that
 * one load; a failed load is not kept, so the next request tries again.
 */
export class TtlCache<T = unknown> {
  private readonly entries = new Map<string, Kept<T>>();
  private readonly clock: () => number;

  constructor(private readonly options: TtlCacheOptions) {
    this.clock = options.clock ?? Date.now;
  }

  /**
   * The kept answer of `key` while it lives at instant `at`, else `load()`'s. `until`, when given,
   * is loaded beside it and may end the answer's life before its TTL: the instant from which the
   * answer would no longer be exact (a scheduled change that no write announces).
   */
  async get<V extends T>(
    key: string,
    load: () => Promise<V>,
    options: { at?: number; until?: () => Promise<number | undefined> } = {},
  ): Promise<V> {
    const at = options.at ?? this.clock();
    const kept = this.entries.get(key);
    if (kept && kept.from <= at) {
      const { value, until } = await kept.answer;
      // V is what this key's loader answers; the key names the call, so it is the same V.
      if (at < until) return value as V;
    }
    const answer = Promise.all([load(), options.until?.()]).then(([value, until]) => ({
      value,
      until: Math.min(until ?? Infinity, at + this.options.ttlMs),
    }));
    const entry: Kept<T> = { from: at, answer };
    this.entries.delete(key);
    this.entries.set(key, entry);
    // A Map iterates oldest first.
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    answer.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return (await answer).value as V;
  }

  /** Forgets every answer: the data they came from has changed. */
  invalidate(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
