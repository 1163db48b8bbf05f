/**
 * Lighthouse's default mobile run (simulated slow 4G, 4× CPU) of a bench's pages, several runs each,
 * and their medians as one table (docs/performance.md "How to measure"). Used by `listingsBench.ts`
 * (the public pages) and `signedInPagesBench.ts` (the pages of a signed-in bidder and the console).
 */
import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import { mainThreadTasks, type MainThreadTasks } from './mainThreadTasks.js';
import { median } from './median.js';

export interface LighthouseReport {
  categories: { performance: { score: number } };
  /** Lighthouse's measure of the machine's speed at the run (higher is faster): the scores follow it. */
  environment: { benchmarkIndex: number };
  audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>;
  /** From the run's trace (not Lighthouse's own report): the page's main thread, unslowed. */
  mainThread: MainThreadTasks;
}

/** Lighthouse's default CPU slow-down, and the task length it counts as blocking (50 ms) unslowed. */
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50 / CPU_SLOWDOWN;

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Without the background-networking flags Chromium's own requests, refused on a closed network,
// can cost Lighthouse the page's navigation start (NO_NAVSTART).
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * What the portal keeps in the browser for a signed-in user (the contract's STORAGE_KEYS), written
 * into the origin's localStorage before the run.
 */
export type BrowserStorage = Record<string, string>;

/** A page of the table: its name, its address and, for a signed-in page, the storage it needs. */
export interface BenchPage {
  name: string;
  url: string;
  storage?: BrowserStorage;
}

/**
 * Lighthouse 12's default mobile run of one URL, as its command line does it. With `chromePort` it
 * runs in that Chromium, keeping the origin's storage (a signed-in page), rather than in one of its own.
 */
async function lighthouse(url: string, outputPath: string, chromePort?: number): Promise<LighthouseReport> {
  const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
  const browser = chromePort
    ? [`--port=${chromePort}`, '--disable-storage-reset']
    : [`--chrome-flags=${CHROME_FLAGS.join(' ')}`];
  const run = spawn(
    process.execPath,
    [
      cli,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${outputPath}`,
      '--quiet',
      // Writes the run's trace beside the report, for `mainThreadTasks`.
      '--save-assets',
      ...browser,
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, stdio: 'inherit' },
  );
  const code = await new Promise<number | null>((resolve) => run.once('exit', resolve));
  if (code !== 0) throw new Error(`lighthouse exited with ${code} on ${url}`);
  const report = JSON.parse(await readFile(outputPath, 'utf8')) as Omit<LighthouseReport, 'mainThread'>;
  const tracePath = outputPath.replace(/\.json$/, '-0.trace.json');
  const trace = JSON.parse(await readFile(tracePath, 'utf8')) as { traceEvents: Parameters<typeof mainThreadTasks>[0] };
  // Kept beside a kept report (BENCH_REPORTS_DIR, lighthouseTable), for DevTools' performance panel.
  if (process.env.BENCH_REPORTS_DIR) await copyFile(tracePath, outputPath.replace(/\.json$/, '.trace.json'));
  await rm(tracePath);
  return { ...report, mainThread: mainThreadTasks(trace.traceEvents, LONG_TASK_MS) };
}

/**
 * A fresh Chromium with `storage` in the localStorage of `url`'s origin, for one run: Lighthouse
 * connects to it by its debugging port (and keeps the storage: `--disable-storage-reset`). It is
 * started by chrome-launcher, as Lighthouse starts its own, so with the same default flags: without
 * `--disable-renderer-backgrounding` the tab Lighthouse opens beside the first one runs at a lower
 * priority, and on a busy machine its main thread waits for a core, which TBT counts as blocking.
 */
async function chromiumWithStorage(url: string, storage: BrowserStorage) {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'jhy-bench-chrome-'));
  const chrome = await launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS, userDataDir: profile });
  const port = chrome.port;
  const close = async () => {
    if (chrome.process.exitCode === null) {
      const exited = new Promise((resolve) => chrome.process.once('exit', resolve));
      chrome.kill();
      await exited;
    }
    // Chromium's helper processes may still be writing the profile as the browser exits: retried.
    await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  try {
    // Playwright (the browser journeys' driver) writes the storage over the DevTools protocol.
    const { chromium } = await import('@playwright/test');
    // chrome-launcher has waited for the debugging port to answer.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(new URL('/healthz', url).toString());
    // A script string: it runs in the page, whose DOM types this server file does not have.
    await page.evaluate(
      `for (const [key, value] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(key, value)`,
    );
    await page.close();
    await browser.close(); // disconnects; the browser and its default profile stay
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Lighthouse sometimes loses a run's trace on this machine (NO_NAVSTART) whatever the page: such a
 * run is made again, twice at most, rather than ending the whole bench.
 */
async function lighthouseWithRetry(page: BenchPage, outputPath: string): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = page.storage ? await chromiumWithStorage(page.url, page.storage) : undefined;
    try {
      return await lighthouse(page.url, outputPath, chrome?.port);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`${String(error)}: running it again`);
    } finally {
      await chrome?.close();
    }
  }
}

/**
 * `runs` Lighthouse runs of each page, and a table of their medians; `workDir` holds the reports.
 * `BENCH_PAGES` (names, comma-separated) runs only those pages; `BENCH_REPORTS_DIR` keeps each run's
 * whole report and its trace there (`<page>-<run>.json`, `.trace.json`), for its LCP element, request
 * chains and long tasks.
 */
export async function lighthouseTable(allPages: BenchPage[], runs: number, workDir: string): Promise<void> {
  const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  const pages = only ? allPages.filter((page) => only.includes(page.name)) : allPages;
  const keptReports = process.env.BENCH_REPORTS_DIR;
  if (keptReports) await mkdir(keptReports, { recursive: true });
  console.log(`\n## Lighthouse 12, default mobile (simulated slow 4G, 4× CPU), medians of ${runs} runs`);
  console.log(
    'page | score | FCP ms | LCP ms | TBT ms | CLS | JS KiB (transferred) | all KiB | long tasks ×4 ms: wall · CPU | benchmarkIndex',
  );
  for (const page of pages) {
    const reports: LighthouseReport[] = [];
    for (let run = 0; run < runs; run += 1) {
      const reportPath = path.join(workDir, `lh-${run}.json`);
      reports.push(await lighthouseWithRetry(page, reportPath));
      if (keptReports) {
        const kept = path.join(keptReports, `${page.name.replaceAll(' ', '-')}-${run}`);
        await copyFile(reportPath, `${kept}.json`);
        await copyFile(reportPath.replace(/\.json$/, '.trace.json'), `${kept}.trace.json`);
      }
    }
    const of = (pick: (report: LighthouseReport) => number) => median(reports.map(pick));
    const audit = (id: string) => (report: LighthouseReport) => report.audits[id]?.numericValue ?? NaN;
    const kib = (type: string) => (report: LighthouseReport) =>
      Number(
        report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === type)?.transferSize ??
          NaN,
      ) / 1024;
    console.log(
      [
        page.name,
        of((report) => report.categories.performance.score).toFixed(2),
        Math.round(of(audit('first-contentful-paint'))),
        Math.round(of(audit('largest-contentful-paint'))),
        Math.round(of(audit('total-blocking-time'))),
        of(audit('cumulative-layout-shift')).toFixed(3),
        of(kib('script')).toFixed(1),
        of(kib('total')).toFixed(1),
        `${Math.round(of((report) => report.mainThread.blockingWallMs) * CPU_SLOWDOWN)} · ${Math.round(
          of((report) => report.mainThread.blockingCpuMs) * CPU_SLOWDOWN,
        )}`,
        Math.round(of((report) => report.environment.benchmarkIndex)),
      ].join(' | '),
    );
  }
  console.log(
    `long tasks: Σ (task − ${LONG_TASK_MS} ms) × ${CPU_SLOWDOWN} over the page's main-thread tasks in the trace, by the wall clock (what TBT counts) and by the thread's own CPU time (the page's work without its waits for a core)`,
  );
  console.log(
    "benchmarkIndex: Lighthouse's measure of this machine's speed during the runs; the same build scores far lower where it is low (docs/performance.md)",
  );
}
