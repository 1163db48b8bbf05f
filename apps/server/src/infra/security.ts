import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config.js';

/**
 * Security headers, cookies and the rate-limit store, registered once. Rate limits themselves are
 * set per route (login, SMS, uploads); with REDIS_URL the counters are shared between processes.
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(helmet, {
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
  });
  await app.register(cookie);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: false,
    redis,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 429,
      msg: `操作过于频繁，请 ${Math.ceil(context.ttl / 1000)} 秒后再试`,
      data: null,
    }),
  });
}
