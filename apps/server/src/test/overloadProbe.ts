// Measures overload behaviour: a real server (from the sources) under more connections than
// MAX_IN_FLIGHT, autocannon against the public news list; prints status counts and latency.
// Usage: npx tsx --conditions=source src/test/overloadProbe.ts <maxInFlight> <connections> <seconds> [path]
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './serverProcess.js';

const [maxInFlight = '32', connections = '200', seconds = '10', target = '/index/news/index?page=1&limit=10'] =
  process.argv.slice(2);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jhy-overload-'));
const server = await startServer({ DATA_DIR: dataDir, MAX_IN_FLIGHT: maxInFlight, LOG_LEVEL: 'info' });
try {
  const result = await autocannon({
    url: `${server.url}${target}`,
    connections: Number(connections),
    duration: Number(seconds),
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, (stat as { count: number }).count]),
  );
  console.log(
    JSON.stringify({
      maxInFlight: Number(maxInFlight),
      connections: Number(connections),
      requests: result.requests.total,
      statuses,
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      errors: result.errors,
      timeouts: result.timeouts,
    }),
  );
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  await rm(dataDir, { recursive: true, force: true });
}
