// `npm test`: every suite — contract, server and web unit tests (Vitest), then the browser
// journeys (Playwright in Debian's Chromium against the production build). Ends with one line
// "tests: N passed, M failed" summing both. The build is made once, first, as `npm start` makes it
// under NODE_ENV=test: the web project's productionBuild.test.ts checks it and the journeys run on
// it (docs/testing.md "One build").
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { journeyBrowser } from '../apps/web/e2e/journeyBrowser.mjs';
import { buildPortal } from './portalBuild.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.reports');
mkdirSync(reports, { recursive: true });
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

let passed = 0;
let failed = 0;
let exitCode = 0;

let built = true;
try {
  buildPortal(root, { ...process.env, NODE_ENV: 'test' });
} catch {
  built = false;
  exitCode = 1;
}

const vitestReport = path.join(reports, 'vitest.json');
const vitestStatus = run(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`],
  // Without a build of its own, productionBuild.test.ts makes one (and shows why it fails); the
  // server's process tests start the build just made instead of the sources under tsx
  // (apps/server/src/test/serverProcess.ts, entryArguments).
  built ? { PORTAL_BUILT_WITH_NODE_ENV_TEST: '1', TEST_PROCESSES_FROM_BUILD: '1' } : {},
);
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
if (vitestStatus !== 0) exitCode = 1;

const chrome = journeyBrowser();
if (process.env.SKIP_BROWSER_TESTS === '1') {
  console.log('SKIP_BROWSER_TESTS=1: browser journeys skipped.');
} else if (!existsSync(chrome)) {
  console.error(
    `No Chromium at ${chrome}. The browser journeys need Debian's Chromium headless shell and CJK fonts:\n` +
      '  sudo apt-get install -y chromium-headless-shell fonts-noto-cjk\n' +
      'or set CHROME_PATH to a Chromium binary (or SKIP_BROWSER_TESTS=1 to skip them explicitly).',
  );
  exitCode = 1;
} else {
  if (!built) {
    console.error('The build failed: browser journeys not run.');
  } else {
    const e2eReport = path.join(reports, 'playwright.json');
    const e2eStatus = run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    });
    if (existsSync(e2eReport)) {
      const stats = JSON.parse(readFileSync(e2eReport, 'utf8')).stats ?? {};
      passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
      failed += stats.unexpected ?? 0;
    }
    if (e2eStatus !== 0) exitCode = 1;
  }
}

console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
