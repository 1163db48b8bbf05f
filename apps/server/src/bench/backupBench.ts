import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/client.js';
import { scratchDatabaseOn } from '../db/scratchDatabase.js';
import { seedBenchListings } from './seedBenchListings.js';

/**
 * `npx tsx --conditions=source apps/server/src/bench/backupBench.ts <listings>`: seeds that many
 * listings into a scratch database (PGlite; PostgreSQL when BENCH_PG_URL names a server), then runs
 * `npm run backup` and `npm run restore`'s command as processes under /usr/bin/time and prints
 * each one's time and peak resident memory, and the backup's size (docs/deployment.md "Backups").
 */
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const count = Number(process.argv[2] ?? 100_000);

function sizeOf(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(target).reduce((sum, entry) => sum + sizeOf(path.join(target, entry)), 0);
}

/** Runs the backup command (`backup <dir>` or `restore <dir>`) and answers its seconds and peak RSS. */
function measured(env: Record<string, string>, args: string[]): { seconds: number; peakMb: number } {
  const run = spawnSync(
    '/usr/bin/time',
    ['-f', 'MEASURED %e %M', process.execPath, '--import', 'tsx', '--conditions=source', 'src/cli/backup.ts', ...args],
    { cwd: serverDir, env: { ...process.env, INIT_CWD: '', ...env }, encoding: 'utf8' },
  );
  const line = /MEASURED ([\d.]+) (\d+)/.exec(run.stderr);
  if (run.status !== 0 || !line) throw new Error(`${args[0]} failed:\n${run.stdout}\n${run.stderr}`);
  return { seconds: Number(line[1]), peakMb: Math.round(Number(line[2]) / 1024) };
}

async function main(): Promise<void> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'jhy-backup-bench-'));
  const pgUrl = process.env.BENCH_PG_URL;
  const sourceDb = await scratchDatabaseOn(pgUrl, 'jhy_backup_bench');
  const targetDb = await scratchDatabaseOn(pgUrl, 'jhy_backup_bench');
  try {
    const sourceEnv = { DATA_DIR: path.join(work, 'source'), ...(sourceDb ? { DATABASE_URL: sourceDb.url } : {}) };
    const seeding = performance.now();
    const source = await openDatabase({ databaseUrl: sourceDb?.url, dataDir: sourceEnv.DATA_DIR });
    await source.migrate();
    await seedBenchListings(source.db, count);
    await source.close();
    const driver = sourceDb ? 'PostgreSQL' : 'PGlite';
    console.log(`${driver}, ${count} listings seeded in ${Math.round((performance.now() - seeding) / 1000)} s`);

    const backup = path.join(work, 'backup');
    const taken = measured(sourceEnv, ['backup', backup]);
    console.log(
      `backup: ${taken.seconds} s, peak RSS ${taken.peakMb} MB, ${(sizeOf(backup) / 1e6).toFixed(1)} MB on disk`,
    );
    const targetEnv = { DATA_DIR: path.join(work, 'target'), ...(targetDb ? { DATABASE_URL: targetDb.url } : {}) };
    const restored = measured(targetEnv, ['restore', backup]);
    console.log(`restore: ${restored.seconds} s, peak RSS ${restored.peakMb} MB`);
  } finally {
    await sourceDb?.drop();
    await targetDb?.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
