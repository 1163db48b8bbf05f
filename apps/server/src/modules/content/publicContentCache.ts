/**
 * The public content calls (home page, information center, notices, policies and their details)
 * are the portal's most frequent, and their answers change only when an editor saves. Answers are
 * kept for a short while per process and dropped at once by every editor change; the time limit
 * bounds how late a scheduled item (a future pub_time) or another server process's change can
 * appear. Keyword searches make keys without end, so the oldest entries give way past `maxEntries`.
 */
export class PublicContentCache {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 1000,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const kept = this.entries.get(key);
    if (kept && kept.expiresAt > now) return kept.value as Promise<T>;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { expiresAt: now + this.ttlMs, value });
    // A Map iterates oldest first.
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    // A failed load (a 404 too) is not kept: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
