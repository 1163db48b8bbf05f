import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, it } from 'vitest';
import { describeOnceOnEmbedded } from '../test/serverData.js';
import { spawnForTest } from '../test/serverProcess.js';
import { referenceDatabaseFiles } from '../test/testApp.js';

// The proof that no initdb ran is the template's system identifier in the new directory (initdb
// draws a new one). The peak is the second line: initdb peaks at 730–790 MB, opening a copied
// cluster at about 200 MB, plus tsx compiling the sources, which on a clone with no compile cache
// yet took the process to 482 MB.
const PEAK_MB = 600;

describeOnceOnEmbedded('a new embedded data directory (db/pgliteCluster.ts, docs/backup.md "Memory")', () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it(`starts as a copy of the template, not by initdb: under ${PEAK_MB} MB`, async () => {
    for (const prefix of ['jhy-template-', 'jhy-fresh-']) folders.push(await mkdtemp(path.join(os.tmpdir(), prefix)));
    const [folder, dataDir] = folders as [string, string];
    // A template made without initdb: the test's reference database, written to disk.
    const template = path.join(folder, 'cluster');
    const maker = await PGlite.create({ dataDir: template, loadDataDir: await referenceDatabaseFiles() });
    const { rows } = await maker.query<{ id: string }>('SELECT system_identifier::text AS id FROM pg_control_system()');
    await maker.close();

    const opened = spawnForTest('src/test/freshDataDir.ts', { DATA_DIR: dataDir, TEMPLATE: template });
    expect((await opened.exited).code, opened.output()).toBe(0);
    const result = JSON.parse(opened.output().trim().split('\n').pop()!) as {
      systemIdentifier: string;
      peakMb: number;
    };
    expect(result.systemIdentifier).toBe(rows[0]!.id);
    expect(result.peakMb).toBeLessThan(PEAK_MB);
  }, 120_000);
});
