import type { FastifyInstance } from 'fastify';
import { commonMessages } from '@jhy/contract';
import type { Db } from '../db/client.js';
import { databaseAnswers } from '../db/health.js';
import { RETRY_AFTER_SECONDS } from './envelope.js';
import type { SharedCounters } from './sharedCounters.js';
import type { Storage } from './storage/storage.js';

/** What each probe looks at: the database always, Redis and the storage as configured. */
export interface ReadinessChecks {
  db: Db;
  storage: Storage;
  sharedCounters?: SharedCounters;
}

/** Names of the dependencies as the refusal says them. */
const DEPENDENCY_NAMES = { database: '数据库', storage: '文件存储' } as const;

/** A check's answer within `ms`, or the words for no answer. */
async function within(ms: number, check: Promise<string | undefined>): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(`no answer within ${ms} ms`), ms)));
  try {
    return await Promise.race([check, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/readyz` (docs/security.md "Overload and shutdown"): ready when the database answers `SELECT 1`
 * and the uploads storage answers, each within 2 s; otherwise 503 with Retry-After, naming the one
 * that failed (`data.failed`, and in words in `data.checks`). Redis is reported but never makes the
 * server unready: without it the rate limits are counted per instance and everything else works
 * (docs/deployment.md "Redis away"), while taking every instance out of the balancer would be an
 * outage. Before, a refused database was reported as 当前访问人数较多.
 */
export function registerReadiness(app: FastifyInstance, checks: ReadinessChecks): void {
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const [database, storage] = await Promise.all([
      databaseAnswers(checks.db).then((answers) => (answers ? undefined : 'no answer to SELECT 1 within 2000 ms')),
      within(2_000, checks.storage.check()),
    ]);
    const report: Record<string, string> = { database: database ?? 'ok', storage: storage ?? 'ok' };
    if (checks.sharedCounters)
      report.redis = checks.sharedCounters.fallingBack
        ? 'unreachable: rate limits counted by this instance alone'
        : 'ok';
    const failed = (['database', 'storage'] as const).filter((name) => report[name] !== 'ok');
    if (failed.length === 0) return { code: 200, msg: 'ok', data: { status: 'ready', checks: report } };
    reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS));
    return {
      code: 503,
      msg: `${commonMessages.dependencyUnavailable}（${failed.map((name) => DEPENDENCY_NAMES[name]).join('、')}不可用）`,
      data: { status: `${failed.join(', ')} unavailable`, failed, checks: report },
    };
  });
}
