import { test, type Frame, type Keyboard, type Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * axe-core on every page the journeys open (docs/accessibility.md "Automated checks"), run by the
 * shared `test` (support/test.ts) so that no journey has to call it.
 *
 * When: just before a journey acts on a page (a click, a fill, a key, a goto) in a state not yet
 * checked in this run — a route (the hash path, ids and query left out) with the dialogs open on it
 * — and at the end of the journey. Before the journey's next action is when the page is as the
 * journey meant to see it: the journey has waited for what it needed there. Each state is checked at
 * 1280 and at 375 px wide, then the page gets its own size back.
 */

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** What axe checks: WCAG 2.1 A and AA; a serious or critical violation fails the journey. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Toasts: announced to screen readers as they appear, drawn in the theme's text colour once in. */
const TRANSIENT_TOASTS = '.ant-message, .ant-notification';
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];

/** The states checked so far in this worker: each once per run (the e2e run's time budget). */
const checkedStates = new Set<string>();
/** The violations found during the current journey, reported by `test` when it ends. */
let violations: string[] = [];
/** How long the current journey spent in the checks and how many states it checked (its report's annotation). */
const spent = { ms: 0, states: 0 };
/** Pages being checked now: their own calls (a resize, axe's script) are not journey actions. */
const auditing = new WeakSet<Page>();
/** Which page a `page.keyboard` belongs to (Keyboard does not say). */
const keyboardPages = new WeakMap<Keyboard, Page>();

/** The calls through which a journey acts on a page; every locator action goes through the frame's. */
const FRAME_ACTIONS = [
  'goto',
  'click',
  'dblclick',
  'tap',
  'fill',
  'press',
  'type',
  'hover',
  'focus',
  'check',
  'uncheck',
  'selectOption',
  'setInputFiles',
  'dragAndDrop',
] as const;
const KEYBOARD_ACTIONS = ['press', 'type', 'insertText', 'down'] as const;

/** The wrapped actions, so that a prototype is wrapped once however many journeys install the checks. */
const wrappedActions = new WeakSet<object>();

/** Wraps each action of `prototype` so that it first checks the page `pageOf(this)` acts on. */
function checkBefore<T extends object>(
  prototype: T,
  names: readonly string[],
  pageOf: (target: T) => Page | undefined,
) {
  for (const name of names) {
    const original: unknown = Reflect.get(prototype, name);
    if (typeof original !== 'function' || wrappedActions.has(original)) continue;
    const wrapped = async function (this: T, ...args: unknown[]): Promise<unknown> {
      const page = pageOf(this);
      if (page) await checkPage(page);
      return original.apply(this, args);
    };
    wrappedActions.add(wrapped);
    Reflect.set(prototype, name, wrapped);
  }
}

/** Installs the checks (once per worker: the prototypes are shared by every page). */
export function auditPagesOf(page: Page) {
  keyboardPages.set(page.keyboard, page);
  checkBefore(Object.getPrototypeOf(page.mainFrame()) as Frame, FRAME_ACTIONS, (frame) => {
    const framePage = frame.page();
    keyboardPages.set(framePage.keyboard, framePage);
    return framePage;
  });
  checkBefore(Object.getPrototypeOf(page.keyboard) as Keyboard, KEYBOARD_ACTIONS, (keyboard) =>
    keyboardPages.get(keyboard),
  );
}

/** Starts a journey's record of violations. */
export function startAuditRecord() {
  violations = [];
  spent.ms = 0;
  spent.states = 0;
}

/** What the checks cost the current journey, for the report (the e2e run's time budget). */
export const auditCost = () => `${spent.states} states checked in ${(spent.ms / 1000).toFixed(1)} s`;

/** The violations found since `startAuditRecord`, one line each. */
export const auditViolations = () => violations;

/** The page's state: its route without ids or query, whether 长辈模式 is on, the titles of its open dialogs. */
const stateOf = (page: Page) =>
  page.evaluate(() => {
    const route = (window.location.hash.replace(/^#/, '').split('?')[0] || '/').replace(/\/\d+(?=\/|$)/g, '/:id');
    const dialogs = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]'))
      .filter((dialog) => dialog.checkVisibility())
      .map((dialog) => {
        const title = dialog.querySelector('.ant-modal-title, .ant-drawer-title')?.textContent;
        return (dialog.getAttribute('aria-label') ?? title ?? 'dialog').replace(/\d+/g, '#');
      });
    const elder = document.documentElement.classList.contains('jhy-elder') ? ' 长辈模式' : '';
    const open = dialogs.length ? ` [${dialogs.sort().join(' | ')}]` : '';
    return `${window.location.pathname.replace(/\/$/, '')}${route}${elder}${open}`;
  });

/** Waits (briefly; never fails) for the page's data to have arrived. */
async function settle(page: Page) {
  await page
    .waitForFunction(
      () =>
        document.readyState === 'complete' &&
        !document.querySelector('[aria-busy="true"], .ant-spin-spinning, .ant-skeleton-active'),
      undefined,
      { timeout: 3_000, polling: 100 },
    )
    .catch(() => undefined);
}

/**
 * Waits (1.5 s at most; never fails) for the page's finite animations — a dialog zooming in, a
 * notice fading out — to end: half-way through, their colours are not the ones a reader sees.
 */
const animationsDone = (page: Page) =>
  page
    .evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 1_500)),
      ]),
    )
    .catch(() => undefined);

/**
 * axe-core in each frame of `page` whose document does not hold it yet. @axe-core/playwright's
 * AxeBuilder evaluates axe's 550 KB source twice per check; a document keeps it (a hash route
 * changes no document), so most checks evaluate none (docs/accessibility.md "Cost").
 */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    const injecting = frame.evaluate(`if (typeof window.axe !== 'object') { ${axe.source} }`);
    // As AxeBuilder: a frame that cannot take it (another origin, gone) is left out, the page is not.
    if (frame === page.mainFrame()) await injecting;
    else await injecting.catch(() => undefined);
  }
}

/** A violation as the report needs it. */
interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/**
 * axe's WCAG 2.1 A and AA violations on the page as it is now: axe runs in the page itself (`axe.run`,
 * AxeBuilder's legacy mode, which opens no blank page in the journey's context), violations only
 * (not the passes: the same verdict in a fraction of the time).
 */
async function axeViolations(page: Page): Promise<Violation[]> {
  await injectAxe(page);
  return page.evaluate(
    async ({ tags, transient }) => {
      // A toast (antd's message and notification) comes and goes by itself: caught half-faded, its
      // text reads lighter than it is shown (docs/accessibility.md "Accepted").
      const results = await window.axe.run(
        { exclude: [transient] },
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      );
      return results.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target, failureSummary }) => ({ target: [...target], failureSummary })),
      }));
    },
    { tags: WCAG_TAGS, transient: TRANSIENT_TOASTS },
  );
}

/** Checks `page` at both widths if its state is new in this run; a page gone meanwhile is skipped. */
export async function checkPage(page: Page) {
  if (auditing.has(page) || page.isClosed() || page.url().startsWith('about:')) return;
  auditing.add(page);
  let state: string | undefined;
  const ownSize = page.viewportSize();
  let resized = false;
  try {
    state = await stateOf(page).catch(() => undefined);
    if (!state || checkedStates.has(state)) return;
    checkedStates.add(state);
    const started = Date.now();
    spent.states += 1;
    await settle(page);
    for (const size of WIDTHS) {
      resized = true;
      await page.setViewportSize(size);
      // Two frames: the layout and anything that listens to the width (antd's breakpoints) have caught up.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await animationsDone(page);
      const found = await axeViolations(page);
      for (const violation of found.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))) {
        const targets = violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary}`);
        violations.push(
          `${state} @${size.width}px ${violation.id} (${violation.impact}): ${violation.help}\n    ${targets.join('\n    ')}`,
        );
      }
    }
    const took = Date.now() - started;
    spent.ms += took;
    // The checks' time is not the journey's: its timeout is moved on by as much.
    const { timeout } = test.info();
    if (timeout > 0) test.info().setTimeout(timeout + took);
  } catch (error) {
    // The page closed or navigated by itself while it was checked: it is checked when next seen.
    if (!page.isClosed() && !/context was destroyed|navigat/i.test(String(error))) throw error;
    if (state) checkedStates.delete(state);
  } finally {
    if (resized && ownSize && !page.isClosed()) await page.setViewportSize(ownSize).catch(() => undefined);
    auditing.delete(page);
  }
}
