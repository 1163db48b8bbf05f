import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnceOnEmbedded } from '../test/serverData.js';
import { startTestS3Server, type TestS3Server } from '../test/s3Server.js';
import { killIfRunning, spawnForTest, startServer, stopServer, type ServerProcess } from '../test/serverProcess.js';

/** The lines a process wrote, each parsed as JSON; the test fails on the first that is not JSON. */
function jsonLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
    });
}

// Its servers run on a data directory either way: once (docs/testing.md "Once, on the embedded default").
describeOnceOnEmbedded('the server process writes only JSON lines', () => {
  let dataDir: string;
  let bucket: TestS3Server;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'jhy-process-log-'));
    bucket = await startTestS3Server();
  });
  afterAll(async () => {
    killIfRunning(server);
    await bucket.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('when its configuration is refused, naming the variable at level fatal', async () => {
    const refused = spawnForTest('src/main.ts', { PORT: 'eighty', DATA_DIR: dataDir });
    expect((await refused.exited).code).toBe(1);
    const lines = jsonLines(refused.output());
    expect(lines.some((line) => line.level === 60 && String(line.msg).includes('PORT'))).toBe(true);
  });

  // The first start names the first admin's password file; the bucket's first use loads the
  // AWS SDK, which warns on a Node it no longer supports; each request writes an access line.
  it('from start to stop, with the request id a caller sent in its access line', async () => {
    server = await startServer({ DATA_DIR: dataDir, ...bucket.env });
    const answer = await fetch(`${server.url}/uploads/${'a'.repeat(32)}.png`, {
      headers: { 'X-Request-Id': 'edge-7f3a' },
      redirect: 'manual',
    });
    expect(answer.headers.get('x-request-id')).toBe('edge-7f3a');
    expect((await stopServer(server)).code).toBe(0);

    const lines = jsonLines(server.output());
    expect(lines.some((line) => String(line.msg).includes(' is kept in '))).toBe(true);
    expect(lines.some((line) => line.reqId === 'edge-7f3a' && line.msg === 'request completed')).toBe(true);
  });
});
