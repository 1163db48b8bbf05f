import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { journeyBrowser } from './e2e/journeyBrowser.mjs';

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(webRoot, '../..');
// E2E_PORT lets several checkouts run their journeys side by side on one machine.
const port = Number(process.env.E2E_PORT ?? 8091);
const origin = `http://127.0.0.1:${port}`;
// A second server whose clock a journey sets (TEST_CLOCK_CONTROL, docs/time.md): an auction runs
// from window end to result in seconds there, and moving its clock cannot disturb the journeys
// that read the first server's demo listings.
const clockPort = port + 100;
const clockOrigin = `http://127.0.0.1:${clockPort}`;
// moneyDesk takes the enrolling listing that closes last and sets the clock before its end, so it
// runs after auctionResult (which closes the first) on the same server; keyboardOnly takes one of
// the others and closes it between the two (the files run in name order).
const clockJourneys = /(auctionResult|keyboardOnly|moneyDesk)\.spec\.ts$/;
const serverEnv = {
  HOST: '127.0.0.1',
  NODE_ENV: 'test',
  TEST_FIXED_CAPTCHA: 'test',
  TEST_FIXED_SMS_CODE: '123456',
  LOG_LEVEL: 'warn',
  // No shedding on event-loop delay, as in the server tests (test/testApp.ts): on a loaded 2-core
  // machine a stall of the machine's own would answer a journey's call 503. Shedding is tested in
  // infra/overload.test.ts.
  MAX_EVENT_LOOP_DELAY_MS: '0',
};

/**
 * Browser journeys against the real server and the production build (`npm run build` first),
 * in Debian's Chromium (its headless shell when installed, e2e/journeyBrowser.mjs) — never a downloaded browser.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // Two workers, one per server: the portal's journeys one after another on their server, the
  // clock's three beside them on theirs (each project's `workers: 1`). They share nothing but the
  // machine, and the clock's journeys spend much of their time waiting on the auction's phases
  // (docs/testing.md "Workers").
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // Long enough for a journey on a busy 2-core CI machine (several argon2 hashes each); a stuck step still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/test.mjs asks for a JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) to count the results.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: origin,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    // A failed journey keeps its trace (actions, network, console, DOM snapshots) without the
    // screencast: the film strip was a third of the journeys' CPU (docs/testing.md "Workers").
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: journeyBrowser(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'portal', testIgnore: clockJourneys, workers: 1 },
    { name: 'clock', testMatch: clockJourneys, workers: 1, use: { baseURL: clockOrigin } },
  ],
  // The server as `npm start` runs it (node apps/server/dist/main.js), on a fresh DATA_DIR per run.
  webServer: [
    { ...testServer(port), url: `${origin}/healthz`, env: { ...serverEnv, PORT: String(port) } },
    {
      ...testServer(clockPort),
      url: `${clockOrigin}/healthz`,
      env: { ...serverEnv, PORT: String(clockPort), TEST_CLOCK_CONTROL: '1' },
    },
  ],
});

function testServer(serverPort: number) {
  return {
    command: 'node apps/web/e2e/serveForTests.mjs',
    cwd: repoRoot,
    name: `server :${serverPort}`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  };
}
