import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';

// The plugin's own stores (CommonJS, no types of their own): the same counting, shared or local.
const require = createRequire(import.meta.url);
type StoreCtor = new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  ...rest: unknown[]
) => FastifyRateLimitStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor;

/** One Redis command may take this long before the count is made locally instead. */
const COMMAND_TIMEOUT_MS = 500;
/** After a failed command, counts stay local this long before Redis is asked again. */
const RETRY_REDIS_AFTER_MS = 5_000;

/**
 * The link to Redis that the per-IP rate limits share (docs/deployment.md "Redis away"). Redis is
 * a helper, never a single point: while it cannot be reached (refused, black-holed, restarting),
 * each instance counts on its own, says so once in the log, and shows it in a metric; when Redis
 * answers again, counts are shared again. Before this, every rate-limited call (captcha, SMS, login,
 * registration, uploads) answered 500 and ioredis printed an unhandled error every second.
 */
export class SharedCounters {
  readonly redis: Redis;
  /** Counts made locally because Redis could not be used (the metric's counter). */
  localCounts = 0;
  private unusableUntil = 0;
  private away = false;

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.redis = new Redis(url, {
      // A command never waits in a queue for a connection: it is counted locally at once instead.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2_000,
      commandTimeout: COMMAND_TIMEOUT_MS,
      // Reconnect for ever, at most every 5 s.
      retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
    });
    this.redis.on('error', (error: Error) => this.wentAway(error));
    this.redis.on('ready', () => {
      this.unusableUntil = 0;
      if (!this.away) return;
      this.away = false;
      this.log.info('Redis answers again: rate limits are shared between instances again');
    });
  }

  /** True while counts are made by this instance alone. */
  get fallingBack(): boolean {
    return !this.usable();
  }

  /** The rate-limit store: Redis while it answers, this instance's own counters otherwise. */
  store(): FastifyRateLimitStoreCtor {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the plugin constructs the class itself
    const counters = this;
    return class extends FallingBackStore {
      // The plugin hands its global parameters; only these two matter to the stores.
      constructor(options: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
        super(
          counters,
          new RedisStore(options.continueExceeding, options.exponentialBackoff, counters.redis),
          new LocalStore(options.continueExceeding, options.exponentialBackoff),
        );
      }
    };
  }

  close(): void {
    this.redis.disconnect();
  }

  usable(): boolean {
    return this.redis.status === 'ready' && Date.now() >= this.unusableUntil;
  }

  wentAway(error: Error): void {
    this.unusableUntil = Date.now() + RETRY_REDIS_AFTER_MS;
    if (this.away) return;
    this.away = true;
    this.log.warn(
      `Redis cannot be reached (${error.message}): rate limits are counted by this instance alone until it answers again`,
    );
  }
}

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

class FallingBackStore implements FastifyRateLimitStore {
  constructor(
    private readonly counters: SharedCounters,
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
    if (!this.counters.usable()) return this.countLocally(key, callback, timeWindow, max);
    this.shared.incr(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.counters.wentAway(error);
        this.countLocally(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new FallingBackStore(this.counters, this.shared.child(routeOptions), this.local.child(routeOptions));
  }

  private countLocally(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
    this.counters.localCounts += 1;
    this.local.incr(key, callback, timeWindow, max);
  }
}
