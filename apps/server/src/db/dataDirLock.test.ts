import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeOnceOnEmbedded } from '../test/serverData.js';
import { entryArguments, freePort, spawnForTest, testProcessEnv, whenReady } from '../test/serverProcess.js';
import { processAlive } from './processState.js';

// Real processes on one DATA_DIR, started as test/serverProcess.ts starts them (entryArguments).
const children: ChildProcess[] = [];
/** Servers started behind `sh … & exec sleep`: killing the sleep leaves them running, so they are killed by pid. */
const unreapedPids: number[] = [];
const dataDirs: string[] = [];
let dataDir: string;

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(entry: string, env: Record<string, string>, args: string[] = []): Run {
  const started = spawnForTest(entry, { DATA_DIR: dataDir, ...env }, args);
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
  for (const pid of unreapedPids) if (processAlive(pid)) process.kill(pid, 'SIGKILL');
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

// PGlite's own directory: the run on PostgreSQL (TEST_DATABASE_URL) has nothing of it to test.
describeOnceOnEmbedded('one process per embedded data directory', () => {
  it('refuses a second server and the create-admin command beside a running server, and restarts after kill -9', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'jhy-lock-'));
    dataDirs.push(dataDir);
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

// The lock once refused the very first restart after kill -9; six rounds take the kill, the zombie
// and the reaping of the one before through every step more than once, at about 5 s a round.
const RESTARTS = 6;

/**
 * A server whose parent never reaps it, as under a supervisor that is slow to: `sh` starts it in
 * the background and becomes `sleep`, which does not wait for children. Killed, the server stays a
 * zombie (Z) until the sleep ends: to `kill(pid, 0)` it still exists.
 */
function unreapedServer(port: number): Run {
  const child = spawn('sh', ['-c', '"$0" "$@" & exec sleep 600', process.execPath, ...entryArguments('src/main.ts')], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: testProcessEnv({ MAX_EVENT_LOOP_DELAY_MS: '0', DATA_DIR: dataDir, PORT: String(port) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output, exited: new Promise((resolve) => child.on('exit', resolve)) };
}

/** The server's own pid, as its lock file names it. */
const lockHolderPid = () =>
  (JSON.parse(readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')) as { pid: number }).pid;

describeOnceOnEmbedded('a restart straight after kill -9', () => {
  it(`starts ${RESTARTS} times in a row on the directory of a server just killed and not yet reaped`, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'jhy-zombie-'));
    dataDirs.push(dataDir);
    let previous: Run | undefined;
    for (let round = 0; round < RESTARTS; round += 1) {
      if (previous) {
        const pid = lockHolderPid();
        process.kill(pid, 'SIGKILL');
        // Bounded: the kernel makes it a zombie within milliseconds.
        for (
          let wait = 0;
          wait < 100 && readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]![0] !== 'Z';
          wait += 1
        )
          await new Promise((resolve) => setTimeout(resolve, 20));
        expect(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]![0]).toBe('Z');
        expect(processAlive(pid)).toBe(false);
      }
      const port = await freePort();
      const server = unreapedServer(port);
      await ready(server);
      unreapedPids.push(lockHolderPid());
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      // The sleep that keeps the previous zombie goes now: the zombie with it.
      previous?.child.kill('SIGKILL');
      previous = server;
    }
  }, 600_000);
});
