import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../db/client.js';
import { TtlCache } from '../../infra/ttlCache.js';
import { currentListingVersion, nextEnrollChange } from './listingRepository.js';

/** A change version as read (undefined: the database keeps none, nothing is cached). */
export interface ChangeVersion {
  version: number | undefined;
}

/** Even with nothing changing, an entry is recomputed after this long. */
const MAX_AGE_MS = 5 * 60 * 1000;

/**
 * Public list answers, kept only while they are provably what the SQL would answer now.
 *
 * Counting 100k listings for every page is what makes the list call slow (its budget: p99 ≤ 25 ms
 * at 50 connections on 100k listings), yet the answer changes only when
 * - a listing or category changes: a trigger bumps `listing_changes.version` in the same
 *   transaction (migration trading_change_trigger) and announces it; every request compares the
 *   version of its entry with the current one (changeVersionOf), so a change made anywhere is
 *   seen by the next request; or
 * - the clock passes a listing's start or end time, which moves its enroll status: each entry
 *   lives only until the next such instant.
 * So the cache never answers a stale enroll status, and the status is still computed in SQL.
 */
export class ListingListCache<T> {
  private readonly cache: TtlCache<T>;
  private readonly version: () => Promise<number | undefined>;
  private newestVersion = 0;

  constructor(
    private readonly db: Db,
    maxEntries = 500,
  ) {
    this.cache = new TtlCache<T>({ ttlMs: MAX_AGE_MS, maxEntries });
    this.version = changeVersionOf(db);
  }

  /**
   * The current change version, read once by a request that asks several caches of this database:
   * each `get` given it skips its own read. It stays correct for the whole request, because all the
   * request's data is read after it (the rule of `get` below).
   */
  currentVersion(): Promise<ChangeVersion> {
    return this.version().then((version) => ({ version }));
  }

  async get(key: string, now: Date, compute: () => Promise<T>, known?: ChangeVersion): Promise<T> {
    // The version is read before the data: the data is at least as new as the version it is kept under.
    const version = known ? known.version : await this.version();
    if (version === undefined) return compute();
    // A newer version makes every kept answer stale. An older one (a request that read it just
    // before a change) still keeps its answer under its own version, which no newer reader asks for.
    if (version > this.newestVersion) {
      this.cache.invalidate();
      this.newestVersion = version;
    }
    return this.cache.get(`${version}|${key}`, compute, {
      at: now.getTime(),
      until: () => this.nextChange(version, now),
    });
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
  // drizzle keeps the driver's client as `$client`; `in` narrows without a cast.
  const client = '$client' in db ? db.$client : undefined;
  if (!(client instanceof PGlite)) {
    const fresh = new FreshRead(() => currentListingVersion(db));
    return () => fresh.read();
  }
  let known: number | undefined;
  const ready = client
    .listen('listing_changes', (payload) => {
      known = Math.max(known ?? 0, Number(payload));
    })
    .then(() => currentListingVersion(db))
    .then((version) => {
      known = Math.max(known ?? 0, version ?? 0);
    });
  return async () => {
    await ready;
    return known;
  };
}
