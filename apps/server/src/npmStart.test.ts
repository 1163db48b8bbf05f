import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { describeOnceOnEmbedded } from './test/serverData.js';

const rootDir = fileURLToPath(new URL('../../../', import.meta.url));

// Stands in for scripts/start.mjs (which would build and serve the whole portal): it reports
// SIGTERM the way main.ts handles it, by finishing and exiting 0.
const SERVER_STAND_IN = `
import { writeFileSync } from 'node:fs';
process.on('SIGTERM', () => { writeFileSync('stopped', 'SIGTERM'); process.exit(0); });
writeFileSync('started', String(process.pid));
setInterval(() => {}, 1000);
`;

/** The file's text once it is written, or undefined if it still is not after 10 s. */
async function fileAppears(file: string): Promise<string | undefined> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text !== undefined) return text;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

// Its server runs on a data directory either way: once (docs/testing.md "Once, on the embedded default").
describeOnceOnEmbedded('npm start', () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  // The project's own `start` script, run by npm as an operator runs it, in a folder where
  // scripts/start.mjs is the stand-in: a SIGTERM to npm must reach the server and stop it.
  it('passes SIGTERM on to the server, which stops instead of running on orphaned', async () => {
    const rootPackage = JSON.parse(await readFile(path.join(rootDir, 'package.json'), 'utf8')) as {
      scripts: { start: string };
    };
    const folder = await mkdtemp(path.join(os.tmpdir(), 'jhy-npm-start-'));
    folders.push(folder);
    await mkdir(path.join(folder, 'scripts'));
    await writeFile(path.join(folder, 'scripts/start.mjs'), SERVER_STAND_IN);
    await writeFile(
      path.join(folder, 'package.json'),
      JSON.stringify({ name: 'start-probe', private: true, scripts: { start: rootPackage.scripts.start } }),
    );

    const npm = spawn('npm', ['start'], { cwd: folder, stdio: 'ignore' });
    const npmExited = new Promise((resolve) => npm.on('exit', resolve));
    const serverPid = Number(await fileAppears(path.join(folder, 'started')));
    npm.kill('SIGTERM');
    await npmExited;
    try {
      expect(await fileAppears(path.join(folder, 'stopped'))).toBe('SIGTERM');
    } finally {
      // Without the fix the stand-in runs on: end it, by its own id, so the run leaves nothing.
      try {
        process.kill(serverPid, 'SIGKILL');
      } catch {
        // already gone, as it should be
      }
    }
  });
});
