import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A real server process, from the build `npm test` has just made of these sources, else from the
// sources the way `npm run dev` starts one (tsx, source conditions).
const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess extends SourceProcess {
  port: number;
  url: string;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A process started from a source file (`src/main.ts`, `src/cli/…`), its output collected. */
export interface SourceProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * How node runs `entry` (a source file relative to apps/server, `src/…ts`): its compiled file under
 * dist/ when TEST_PROCESSES_FROM_BUILD=1 says that build was made from these sources in this run
 * (`npm test` builds first, scripts/test.mjs; `.ci/run` keeps it for the pass on PostgreSQL), else the
 * source under tsx. Starting from the build saves tsx's loader, about 3 of the 11 CPU-seconds a
 * server's start costs (docs/testing.md "Process tests"); a file the build leaves out (src/test/…)
 * runs from the source either way. Never a build of other sources: run alone, a test starts the
 * sources it sits beside.
 */
export function entryArguments(entry: string): string[] {
  const built = entry.replace(/^src\//, 'dist/').replace(/\.ts$/, '.js');
  if (process.env.TEST_PROCESSES_FROM_BUILD === '1' && built !== entry && existsSync(path.join(serverDir, built)))
    return [built];
  return ['--import', 'tsx', '--conditions=source', entry];
}

/** The environment of a process test's server: the test defaults, `env` on top. */
export function testProcessEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', DEMO_SEED: '0', LOG_LEVEL: 'info', ...env };
}

/** Runs `entry` (relative to apps/server, see entryArguments) with the test defaults and `env` on top. */
export function spawnForTest(entry: string, env: Record<string, string>, args: string[] = []): SourceProcess {
  return collected(
    spawn(process.execPath, [...entryArguments(entry), ...args], {
      cwd: serverDir,
      env: testProcessEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

/**
 * Runs the production build of `entry` (`dist/main.js`, relative to apps/server; `tsc -b apps/server`
 * makes it) as `npm start` does, NODE_ENV=production, with `env` on top: what a benchmark measures.
 */
export function spawnFromBuild(entry: string, env: Record<string, string>): SourceProcess {
  return collected(
    spawn(process.execPath, [entry], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

function collected(child: ChildProcess): SourceProcess {
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

/** Resolves once the server logs that it listens (at LOG_LEVEL info); rejects if it exits first or takes 90 s. */
export function whenReady(server: SourceProcess): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (server.output().includes(' ready on ')) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() - started > 90_000) {
        clearInterval(timer);
        server.child.kill('SIGKILL');
        reject(new Error(`server not ready after 90 s (it logs ' ready on ' at LOG_LEVEL info):\n${server.output()}`));
      }
    }, 50);
    void server.exited.then(({ code }) => {
      clearInterval(timer);
      reject(new Error(`server exited (${code}) before it was ready:\n${server.output()}`));
    });
  });
}

/**
 * Starts `src/main.ts` (see entryArguments; with `build`, `dist/main.js` as production runs it) on a free port with
 * DATA_DIR (and DATABASE_URL if given) and resolves once it listens.
 */
export async function startServer(
  env: Record<string, string>,
  options: { build?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const withPort = { PORT: String(port), ...env };
  const started = options.build ? spawnFromBuild('dist/main.js', withPort) : spawnForTest('src/main.ts', withPort);
  const server = { ...started, port, url: `http://127.0.0.1:${port}` };
  await whenReady(server);
  return server;
}

/** Stops a server the way its supervisor does (SIGTERM: it finishes what is in flight) and waits for it to exit. */
export async function stopServer(server: ServerProcess) {
  server.child.kill('SIGTERM');
  return server.exited;
}

/** POSTs JSON to a server process and reads the envelope it answers. */
export async function postJson<T = Record<string, unknown>>(
  base: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: { code: number; msg: string; data: T } }> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { code: number; msg: string; data: T } };
}

/** Kills a server that still runs (afterAll of a suite). */
export function killIfRunning(server: ServerProcess | undefined): void {
  if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
}
