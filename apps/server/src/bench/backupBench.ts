import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config.js';
import { uploadedFilesOf } from '../db/backupFiles.js';
import { openDatabase } from '../db/client.js';
import { scratchDatabaseOn } from '../db/scratchDatabase.js';
import { newStoredObject } from '../infra/storage/storage.js';
import { startTestS3Server } from '../test/s3Server.js';
import { seedBenchListings } from './seedBenchListings.js';

/**
 * `npm run build`, then `npx tsx --conditions=source apps/server/src/bench/backupBench.ts <listings> [local|s3]`
 * (docs/backup.md "Measured"): seeds that many listings into a scratch database (PGlite;
 * PostgreSQL when BENCH_PG_URL names a server) and BENCH_FILES uploads of 100 KB plus one of
 * 64 MB into the given storage (local disk by default; s3: an s3rver bucket in this process), then
 * runs `npm run backup`'s command line on it, `npm run restore`'s into a new database on the other
 * storage, and a backup of that restored database, each under /usr/bin/time: time, peak resident
 * memory, the backup's size, and the load of the machine.
 */
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const count = Number(process.argv[2] ?? 100_000);
const firstStorage = process.argv[3] === 's3' ? 's3' : 'local';
// Under 1,000 objects: s3rver answers a listing of a longer bucket's next page with a 500
// (jamhall/s3rver#814); a real bucket pages through them (S3Storage.keys).
const fileCount = Number(process.env.BENCH_FILES ?? 900);

/** `npm run backup`'s node arguments (its flags and the built command), from apps/server/package.json. */
const backupCommand = (() => {
  const { scripts } = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [node, ...args] = scripts.backup!.split(' ');
  if (node !== 'node' || args.pop() !== 'backup') throw new Error(`unexpected backup script: ${scripts.backup}`);
  return args;
})();

function sizeOf(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(target).reduce((sum, entry) => sum + sizeOf(path.join(target, entry)), 0);
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/**
 * Runs the built command (`backup <dir>` or `restore <dir>`) and prints its seconds and peak RSS.
 * Not spawnSync: the bucket answers from this process while the command runs.
 */
async function measured(label: string, env: Record<string, string>, args: string[]): Promise<void> {
  const before = load();
  const child = spawn('/usr/bin/time', ['-f', 'MEASURED %e %M', process.execPath, ...backupCommand, ...args], {
    cwd: serverDir,
    env: { ...process.env, INIT_CWD: '', ...env },
  });
  const run = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const line = /MEASURED ([\d.]+) (\d+)/.exec(run.stderr);
  if (status !== 0 || !line) throw new Error(`${label} failed:\n${run.stdout}\n${run.stderr}`);
  const size = args[0] === 'backup' ? `, ${(sizeOf(args[1]!) / 1e6).toFixed(1)} MB on disk` : '';
  console.log(
    `${label}: ${line[1]} s, peak RSS ${Math.round(Number(line[2]) / 1024)} MB${size}; load ${before} → ${load()}`,
  );
  console.log(`  ${run.stdout.trim().split('\n').join('\n  ')}`);
}

/** Writes the bench's uploads (random, so incompressible as pictures are) into `env`'s storage. */
async function writeFiles(env: Record<string, string>): Promise<void> {
  const uploads = await uploadedFilesOf(loadConfig({ ...process.env, ...env }));
  try {
    const sizes = [...Array.from({ length: fileCount }, () => 100_000), 64 * 1024 * 1024];
    for (const size of sizes) {
      const { storedName } = newStoredObject('jpg');
      const chunks = (function* () {
        for (let left = size; left > 0; left -= 1 << 20) yield randomBytes(Math.min(left, 1 << 20));
      })();
      await uploads.write(storedName, Readable.from(chunks), size);
    }
  } finally {
    uploads.close();
  }
}

async function main(): Promise<void> {
  if (!existsSync(path.join(serverDir, 'dist/cli/backup.js'))) throw new Error('run npm run build first');
  const work = mkdtempSync(path.join(os.tmpdir(), 'jhy-backup-bench-'));
  const pgUrl = process.env.BENCH_PG_URL;
  const bucket = await startTestS3Server('jhy-bench');
  const databases = [
    await scratchDatabaseOn(pgUrl, 'jhy_backup_bench'),
    await scratchDatabaseOn(pgUrl, 'jhy_backup_bench'),
  ];
  const envOf = (index: number, storage: 'local' | 's3'): Record<string, string> => ({
    DATA_DIR: path.join(work, `data-${index}`),
    ...(databases[index] ? { DATABASE_URL: databases[index].url } : {}),
    ...(storage === 's3' ? bucket.env : { STORAGE: 'local' }),
  });
  try {
    const source = envOf(0, firstStorage);
    const seeding = performance.now();
    const database = await openDatabase({ databaseUrl: source.DATABASE_URL, dataDir: source.DATA_DIR! });
    await database.migrate();
    await seedBenchListings(database.db, count);
    await database.close();
    await writeFiles(source);
    const driver = pgUrl ? 'PostgreSQL' : 'PGlite';
    console.log(
      `${driver}, ${count} listings and ${fileCount + 1} files (${firstStorage}) seeded in ${Math.round((performance.now() - seeding) / 1000)} s`,
    );

    const target = envOf(1, firstStorage === 'local' ? 's3' : 'local');
    await measured(`backup (${firstStorage})`, source, ['backup', path.join(work, 'backup-1')]);
    await measured(`restore (${target.STORAGE})`, target, ['restore', path.join(work, 'backup-1')]);
    await measured(`backup of the restored (${target.STORAGE})`, target, ['backup', path.join(work, 'backup-2')]);
  } finally {
    for (const database of databases) await database?.drop();
    await bucket.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
