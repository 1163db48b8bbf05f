import { fileURLToPath } from 'node:url';
import { expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';

/** Where a journey saves a screenshot: apps/web/e2e/screenshots/<name>. */
export const screenshot = (name: string) => fileURLToPath(new URL(`../screenshots/${name}`, import.meta.url));

/** A resource the browser could not load (a refused call, an offline map tile) is not a script error. */
const isFailedResource = (message: ConsoleMessage) => /Failed to load resource/.test(message.text());

/** What a page's console errors are checked against: the errors so far, and which ones the journey provokes on purpose. */
interface ScriptErrorWatch {
  errors: string[];
  provoked: (message: ConsoleMessage) => boolean;
}
const watchedPages = new WeakMap<Page, ScriptErrorWatch>();

function watchOf(page: Page): ScriptErrorWatch {
  const known = watchedPages.get(page);
  if (known) return known;
  const watch: ScriptErrorWatch = { errors: [], provoked: isFailedResource };
  watchedPages.set(page, watch);
  page.on('pageerror', (error) => watch.errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !watch.provoked(message)) watch.errors.push(message.text());
  });
  return watch;
}

/**
 * Collects script errors and console errors on `page`, so that a journey can fail on them at its end.
 * The test's own page is watched by `test` (support/test.ts), which fails the journey on them by
 * itself; a journey calls this for the other pages it opens.
 */
export function watchForScriptErrors(page: Page): string[] {
  return watchOf(page).errors;
}

/**
 * The console errors that the journey provokes on `page` on purpose (a refused call, an offline map
 * tile), in place of the default: a resource the browser could not load.
 */
export function provokesConsoleErrors(page: Page, provoked: (message: ConsoleMessage) => boolean) {
  watchOf(page).provoked = provoked;
}

/** The page's layout shift so far: the sum of every shift not caused by input (what Lighthouse's CLS adds up within a window). */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries are delivered in the observer's first callback, before this timer.
        setTimeout(() => resolve(total), 100);
      }),
  );

/**
 * Whether the browser has laid out and painted an element: false inside a `content-visibility: auto`
 * box it skips because it is far from the screen (docs/performance.md "Only what is near the screen").
 */
export const isDrawn = (locator: Locator) =>
  locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

/** An antd form item by the exact text of its label, within `scope` (the page or a dialog). */
export const formItem = (scope: Page | Locator, label: string): Locator =>
  scope.locator('.ant-form-item').filter({ has: scope.locator(`label:text-is("${label}")`) });

/** Types each value into the field of that label, in the order written (a field's check may read the ones before it). */
export async function fillByLabel(scope: Page | Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label).fill(value);
}

/** Picks a place in the area cascader of the field `label`: province, prefecture, county. */
export async function chooseArea(page: Page, label: string, places: readonly string[]) {
  await page.getByLabel(label).click();
  const cascader = page.locator('.ant-cascader-dropdown');
  for (const place of places) await cascader.getByTitle(place, { exact: true }).click();
}

/** Clicks a button of the open dialog by its two-character label: antd spaces it ('保 存'), either spelling matches. */
export async function clickDialogButton(page: Page, label: '保存' | '取消') {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(`^${[...label].join('\\s*')}$`) })
    .click();
}

/** Answers the open Popconfirm with 确定 ('OK' while antd's Chinese locale is still loading). */
export async function confirmPopover(page: Page) {
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
}

/**
 * Runs `action` (a tab, a search, a page of the pager) and waits until `list` shows the answer to the
 * call it causes, the one whose address contains `call`. The address changes before the page renders
 * the new query, and until then the previous list still says it is settled (aria-busy false); once
 * the call has been answered, the page has asked for it, and aria-busy is false only with its rows.
 */
export async function listAnswering(page: Page, list: Locator, call: string, action: () => Promise<void>) {
  const answered = page.waitForResponse((response) => response.url().includes(call));
  await action();
  await answered;
  await expect(list).toHaveAttribute('aria-busy', 'false');
}

/**
 * The antd component rules written into the page's `<style>` elements so far. antd writes a
 * component's CSS-in-JS the first time it renders; a first screen drawn in plain markup leaves only
 * the theme's CSS variables and the icons' rule (docs/performance.md "Plain markup on first screens").
 */
const antdComponentStyles = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .flatMap((css) => css.match(/\.ant-(?!icon\b)[a-z-]+/g) ?? []),
  );

/**
 * Whether antd has computed its theme in this page: it writes the theme's CSS variables
 * (`.css-var-… { --ant-… }`) when the first component inside app/AntdScope.tsx renders. Pages that
 * draw no antd are outside that scope (docs/performance.md "antd's theme only where antd draws").
 */
export const antdThemeWritten = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('style')).some((style) =>
      /\.css-var-[^{]*\{--ant-/.test(style.textContent ?? ''),
    ),
  );

/**
 * A first screen drawn in plain markup: no antd component's CSS and not antd's theme; antd's icons may
 * write their one rule (docs/performance.md "Plain markup on first screens", "antd's theme only where
 * antd draws").
 */
export async function expectNoAntdDrawn(page: Page) {
  expect(await antdComponentStyles(page)).toEqual([]);
  expect(await antdThemeWritten(page)).toBe(false);
}

/**
 * Watches the scripts the page loads from now on. `holding(marker)` answers those whose code holds
 * `marker`: zod 4 keeps its internals under `_zod` on every schema, ECharts names its own properties
 * `__ec_inner_`; no other module of ours writes either.
 */
export function watchScripts(page: Page) {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  return {
    count: () => scripts.length,
    async holding(marker: '_zod' | '__ec_inner_'): Promise<string[]> {
      const holding: string[] = [];
      for (const url of scripts) {
        if ((await (await page.request.get(url)).body()).toString().includes(marker)) holding.push(url);
      }
      return holding;
    },
  };
}
