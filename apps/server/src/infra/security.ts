import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { AppConfig } from '../config.js';
import { SharedCounters } from './sharedCounters.js';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // antd writes its styles at run time (CSS-in-JS).
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Map tiles and images in rich text may come from other https hosts.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // Same-origin deployments only; the portal embeds no third-party frames.
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet would set, collected once by running its middleware against a recording
 * response. None of them depends on the request (no CSP nonces), so every answer gets the same set.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (error?: unknown) => void (failure = error));
  if (failure) throw failure;
  return headers;
}

/**
 * Security headers, cookies and the rate-limit store, registered once. Rate limits themselves are
 * set per route (login, SMS, uploads); with REDIS_URL the counters are shared between processes
 * (infra/sharedCounters.ts), which are answered.
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<SharedCounters | undefined> {
  // Computed once: @fastify/helmet rebuilt (and re-parsed the CSP of) helmet's middleware on every
  // request — a fifth of the server's busy time on a cached list call (docs/performance.md).
  const headers = securityHeaders(HELMET_OPTIONS);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(cookie);

  // Shared through Redis when configured, each instance's own counters while it is away.
  const counters = config.redisUrl ? new SharedCounters(config.redisUrl, app.log) : undefined;
  if (counters) app.addHook('onClose', async () => counters.close());
  await app.register(rateLimit, {
    global: false,
    store: counters?.store(),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 429,
      msg: `操作过于频繁，请 ${Math.ceil(context.ttl / 1000)} 秒后再试`,
      data: null,
    }),
  });
  return counters;
}
