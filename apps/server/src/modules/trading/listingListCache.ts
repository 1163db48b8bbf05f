import { PGlite } from '@electric-sql/pglite';
import { and, eq, gt, gte, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listingChanges, listings } from '../../db/schema.js';

interface Entry<T> {
  version: number;
  /** The instants between which the answer stays exact: no listing starts or ends in between. */
  from: number;
  until: number;
  value: T;
}

/** Even with nothing changing, an entry is recomputed after this long. */
const MAX_AGE_MS = 5 * 60 * 1000;

/**
 * Public list answers, kept only while they are provably what the SQL would answer now.
 *
 * Counting 100k listings for every page is what makes the list call slow (DESIGN.md budget: p99 ≤
 * 25 ms at 50 connections on 100k listings), yet the answer changes only when
 * - a listing or category changes: a trigger bumps `listing_changes.version` in the same
 *   transaction (migration trading_change_trigger) and announces it; every request compares the
 *   version of its entry with the current one (changeVersionOf), so a change made anywhere is
 *   seen by the next request; or
 * - the clock passes a listing's start or end time, which moves its enroll status: each entry
 *   records the next such instant and is not used from then on.
 * So the cache never answers a stale enroll status, and the status is still computed in SQL.
 */
export class ListingListCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly pending = new Map<string, Promise<Entry<T>>>();

  constructor(
    private readonly db: Db,
    private readonly maxEntries = 500,
  ) {
    this.version = changeVersionOf(db);
  }

  private readonly version: () => Promise<number | undefined>;

  async get(key: string, now: Date, compute: () => Promise<T>): Promise<T> {
    const version = await this.version();
    const at = now.getTime();
    const fresh = (entry: Entry<T> | undefined): entry is Entry<T> =>
      entry !== undefined && entry.version === version && entry.from <= at && at < entry.until;

    const cached = this.entries.get(key);
    if (fresh(cached)) return cached.value;
    if (version === undefined) return compute();

    // Fifty requests that miss together run the queries once.
    const pendingKey = `${version}|${key}`;
    let filling = this.pending.get(pendingKey);
    if (!filling) {
      filling = this.fill(version, now, compute).finally(() => this.pending.delete(pendingKey));
      this.pending.set(pendingKey, filling);
    }
    const entry = await filling;
    // Computed for a slightly different instant that a start or end time separates from ours.
    if (!fresh(entry)) return compute();
    this.remember(key, entry);
    return entry.value;
  }

  private async fill(version: number, now: Date, compute: () => Promise<T>): Promise<Entry<T>> {
    // The version was read before the data: the data is at least as new as the version it is kept under.
    const [value, nextChange] = await Promise.all([compute(), this.nextChange(version, now)]);
    const from = now.getTime();
    return { version, from, until: Math.min(nextChange ?? Infinity, from + MAX_AGE_MS), value };
  }

  /**
   * The next start/end instant depends only on the data and the clock, not on the query: once
   * known for a version, every fill of that version reuses it until it passes.
   */
  private async nextChange(version: number, now: Date): Promise<number | undefined> {
    const at = now.getTime();
    const known = nextChanges.get(this.db);
    if (known && known.version === version && known.from <= at && at < (known.until ?? Infinity)) return known.until;
    const until = await nextEnrollChange(this.db, now);
    nextChanges.set(this.db, { version, from: at, until });
    return until;
  }

  private remember(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Oldest first in a Map: a burst of distinct searches cannot grow memory without bound.
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}

/**
 * A read that every caller sees begin after its own call — so no change committed before the call
 * can be missed — shared by all callers that arrive while one is running: they wait for it and
 * join the next one. Under load, one version read serves a whole burst of requests.
 */
export class FreshRead<V> {
  private running?: Promise<V>;
  private queued?: Promise<V>;

  constructor(private readonly query: () => Promise<V>) {}

  read(): Promise<V> {
    if (!this.running) {
      this.running = this.query().finally(() => {
        this.running = undefined;
      });
      return this.running;
    }
    // The running read may have started before this call: wait for it, then share the next one.
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.read();
      });
    return this.queued;
  }
}

/**
 * How the cache learns the current version. An embedded PGlite lives in this process, so every
 * change passes through it and its trigger's notification on channel `listing_changes` reaches us
 * before the writer's own call returns: the version is kept in memory. With PostgreSQL, changes may
 * come from elsewhere, so each request reads the version (FreshRead shares one read per burst).
 */
const nextChanges = new WeakMap<Db, { version: number; from: number; until: number | undefined }>();
const versionSources = new WeakMap<Db, () => Promise<number | undefined>>();

/** One version source per database, shared by every cache of it. */
function changeVersionOf(db: Db): () => Promise<number | undefined> {
  let source = versionSources.get(db);
  if (!source) {
    source = changeVersionSource(db);
    versionSources.set(db, source);
  }
  return source;
}

function changeVersionSource(db: Db): () => Promise<number | undefined> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) {
    const fresh = new FreshRead(() => currentVersion(db));
    return () => fresh.read();
  }
  let known: number | undefined;
  const ready = client
    .listen('listing_changes', (payload) => {
      known = Math.max(known ?? 0, Number(payload));
    })
    .then(() => currentVersion(db))
    .then((version) => {
      known = Math.max(known ?? 0, version ?? 0);
    });
  return async () => {
    await ready;
    return known;
  };
}

async function currentVersion(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ version: listingChanges.version })
    .from(listingChanges)
    .where(eq(listingChanges.id, 1));
  return row?.version;
}

/**
 * The next instant at which some public listing's enroll status moves by the clock: a start time
 * (0 → 1 at that instant) or just after an end time (1 → 2). Both come off the partial indexes on
 * open listings.
 */
export async function nextEnrollChange(db: Db, now: Date): Promise<number | undefined> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const open = and(sql`${listings.isPublic}`, sql`${listings.closedStatus} IS NULL`);
  const [[start], [end]] = await Promise.all([
    db
      .select({ value: min(listings.startTime) })
      .from(listings)
      .where(and(open, gt(listings.startTime, at))),
    db
      .select({ value: min(listings.endTime) })
      .from(listings)
      .where(and(open, gte(listings.endTime, at))),
  ]);
  const candidates = [start?.value?.getTime(), end?.value ? end.value.getTime() + 1 : undefined].filter(
    (t): t is number => t !== undefined,
  );
  return candidates.length > 0 ? Math.min(...candidates) : undefined;
}
