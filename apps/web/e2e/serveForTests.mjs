// Starts the real server for the browser journeys exactly as `npm start` runs it
// (node apps/server/dist/main.js, from the repository root) on a database of its own: a fresh
// DATA_DIR per run, removed when the server stops. PORT, HOST, NODE_ENV and the TEST_FIXED_*
// values come from playwright.config.ts.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const serverEntry = 'apps/server/dist/main.js';
for (const built of [serverEntry, 'apps/web/dist/index.html']) {
  if (!existsSync(built)) {
    console.error(`${built} is missing: run \`npm run build\` before the browser journeys.`);
    process.exit(1);
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jhy-e2e-'));
// Console journeys log in as the first admin, whose password the server prints once at its first
// start: a copy of the server's output is kept for them (e2e/support/firstAdmin.ts reads it) and
// removed with the DATA_DIR when the server stops.
const serverLog = path.join(os.tmpdir(), `jhy-e2e-server-${process.env.PORT}.log`);
const logCopy = createWriteStream(serverLog);
const server = spawn(process.execPath, [serverEntry], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...process.env, DATA_DIR: dataDir },
});
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  logCopy.write(chunk);
});

for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));

server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(serverLog, { force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
