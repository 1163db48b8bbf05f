/**
 * The home page's two calls (banners; notices, news and the headline) are the portal's most
 * frequent, and their answers change only when an editor saves. They are kept for a short while
 * per process and dropped at once by every editor change; the time limit bounds how late a
 * scheduled item (a future pub_time) or another server process's change can appear.
 */
export class HomeContentCache {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

  constructor(private readonly ttlMs = 10_000) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const kept = this.entries.get(key);
    if (kept && kept.expiresAt > now) return kept.value as Promise<T>;
    const value = load();
    this.entries.set(key, { expiresAt: now + this.ttlMs, value });
    // A failed load is not kept: the next request tries again.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
