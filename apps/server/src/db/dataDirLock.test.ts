import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeOnceOnEmbedded } from '../test/serverData.js';
import { freePort, spawnFromSources, whenReady } from '../test/serverProcess.js';

// Real processes on one DATA_DIR, started from the sources the way `npm run dev` starts them.
const children: ChildProcess[] = [];
let dataDir: string;

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(entry: string, env: Record<string, string>, args: string[] = []): Run {
  const started = spawnFromSources(entry, { DATA_DIR: dataDir, ...env }, args);
  children.push(started.child);
  return { child: started.child, output: started.output, exited: started.exited.then(({ code }) => code) };
}

const startServer = (port: number) => run('src/main.ts', { PORT: String(port) });

/** The exit code, or 'listening' when the process came up instead of refusing. */
const outcome = (process: Run) =>
  Promise.race([
    process.exited,
    ready(process).then(
      () => 'listening' as const,
      () => 'exited' as const,
    ),
  ]);

/** Resolves once the server says it listens; rejects if it exits first. */
const ready = (server: Run) => whenReady({ ...server, exited: server.exited.then((code) => ({ code, signal: null })) });

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// PGlite's own directory: the run on PostgreSQL (TEST_DATABASE_URL) has nothing of it to test.
describeOnceOnEmbedded('one process per embedded data directory', () => {
  it('refuses a second server and the create-admin command beside a running server, and restarts after kill -9', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'jhy-lock-'));
    // Each port is asked for while the servers before it hold theirs, so none is handed out twice.
    const firstPort = await freePort();
    const first = startServer(firstPort);
    await ready(first);

    const second = startServer(await freePort());
    expect(await outcome(second)).toBe(1);
    expect(second.output()).toContain(`is in use by another process (server, pid ${first.child.pid}`);

    const cli = run('src/cli/createAdmin.ts', {}, ['rescue_admin']);
    expect(await outcome(cli)).toBe(1);
    expect(cli.output()).toContain(`pid ${first.child.pid}`);
    expect(cli.output()).not.toContain('密码:');

    // The first server still answers: nothing beside it touched its files.
    const health = await fetch(`http://127.0.0.1:${firstPort}/healthz`);
    expect(health.status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
    const thirdPort = await freePort();
    const third = startServer(thirdPort);
    await ready(third);
    expect((await fetch(`http://127.0.0.1:${thirdPort}/healthz`)).status).toBe(200);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 240_000);
});
