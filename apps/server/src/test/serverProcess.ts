import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// A real server process from the sources, the way `npm run dev` starts one (tsx, source conditions).
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

/** Runs `entry` (relative to apps/server) under tsx with the test defaults and `env` on top. */
export function spawnFromSources(entry: string, env: Record<string, string>, args: string[] = []): SourceProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', entry, ...args], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', DEMO_SEED: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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

/** Starts `src/main.ts` on a free port with DATA_DIR (and DATABASE_URL if given) and resolves once it listens. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const started = spawnFromSources('src/main.ts', { PORT: String(port), ...env });
  const server = { ...started, port, url: `http://127.0.0.1:${port}` };
  await whenReady(server);
  return server;
}

/** Kills a server that still runs (afterAll of a suite). */
export function killIfRunning(server: ServerProcess | undefined): void {
  if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
}
