import type { ServeOptions } from './serveRoute.js';

/**
 * A per-address ceiling on a route (@fastify/rate-limit, counted in Redis or, while it is away, by
 * each instance: infra/sharedCounters.ts), past which it answers 429 `操作过于频繁，请 N 秒后再试`.
 */
export function perAddressPerMinute(max: number): ServeOptions {
  return { config: { rateLimit: { max, timeWindow: '1 minute' } } };
}

/**
 * Public calls that take a value someone might guess (a verification number, a signed link): a
 * ceiling far above what a person types, far below what a script needs (docs/security.md
 * "Guessing"). 300 wrong numbers in a row were answered before.
 */
export const GUESSING_LIMIT = perAddressPerMinute(20);
