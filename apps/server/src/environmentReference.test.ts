import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { environmentVariables, loadConfig } from './config.js';
import { createScratchDatabase } from './test/testApp.js';
import { startTestS3Server } from './test/s3Server.js';
import { killIfRunning, startServer, stopServer, type ServerProcess } from './test/serverProcess.js';

// deploy/environment.md is the operators' reference; deploy/*.env.example the files they start from.
const deployDir = fileURLToPath(new URL('../../../deploy/', import.meta.url));
const EXAMPLE_FILES = ['jhy.env.example', 'jhy.single.env.example'];

/** The reference's rows: each variable its row names, with that row's default cell. */
async function referenceRows(): Promise<Map<string, string>> {
  const text = await readFile(path.join(deployDir, 'environment.md'), 'utf8');
  const rows = new Map<string, string>();
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    // | `NAME`, `OTHER` | default | production | meaning |
    if (cells.length < 4 || !cells[1]?.startsWith('`')) continue;
    for (const [, name] of cells[1].matchAll(/`([A-Z0-9_]+)`/g)) rows.set(name!, cells[2] ?? '');
  }
  return rows;
}

/** KEY=VALUE lines as systemd's EnvironmentFile reads them: comments and blank lines skipped. */
async function exampleEnvironment(file: string): Promise<Record<string, string>> {
  const text = await readFile(path.join(deployDir, file), 'utf8');
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) env[match[1]!] = match[2]!;
  }
  return env;
}

describe('the environment reference (deploy/environment.md)', () => {
  it('lists every variable the configuration reads, and no other', async () => {
    const documented = [...(await referenceRows()).keys()].sort();
    expect(documented).toEqual(Object.keys(environmentVariables()).sort());
  });

  it("gives each variable's default as the configuration has it", async () => {
    const rows = await referenceRows();
    for (const [name, fallback] of Object.entries(environmentVariables())) {
      if (fallback === undefined) continue;
      expect(rows.get(name), name).toContain(`\`${String(fallback)}\``);
    }
  });
});

describe.each(EXAMPLE_FILES)('the example file deploy/%s', (file) => {
  let server: ServerProcess | undefined;
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    killIfRunning(server);
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('names only variables the configuration reads, and the configuration accepts it', async () => {
    const env = await exampleEnvironment(file);
    const known = environmentVariables();
    expect(Object.keys(env).filter((name) => !(name in known))).toEqual([]);
    expect(() => loadConfig(env)).not.toThrow();
  });

  // The file as shipped, with only what names other machines pointed at this one's: the database
  // (a scratch one on TEST_DATABASE_URL's server, or the embedded one without), Redis, the bucket
  // (s3rver). PORT, HOST and DATA_DIR come from the systemd unit, as in production.
  it('starts a server that answers ready and stops cleanly on SIGTERM', async () => {
    const env = await exampleEnvironment(file);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jhy-example-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = await createScratchDatabase();
    if (database) cleanups.push(() => database.drop());
    const bucket = env.STORAGE === 's3' ? await startTestS3Server(env.S3_BUCKET) : undefined;
    if (bucket) cleanups.push(() => bucket.close());

    const { DATABASE_URL, REDIS_URL, ...rest } = env;
    server = await startServer({
      ...rest,
      ...(DATABASE_URL && database ? { DATABASE_URL: database.url } : {}),
      ...(REDIS_URL ? { REDIS_URL: 'redis://127.0.0.1:6379/11' } : {}),
      ...(bucket ? bucket.env : {}),
      DATA_DIR: dataDir,
    });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await stopServer(server)).toEqual({ code: 0, signal: null });
  }, 120_000);
});
