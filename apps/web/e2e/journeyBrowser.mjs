// Which Chromium the browser journeys drive, for playwright.config.ts and scripts/test.mjs.
import { existsSync } from 'node:fs';

/** Debian's old headless shell (package chromium-headless-shell): the journeys' default when installed. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Debian's full Chromium (package chromium): the journeys' browser when the shell is not installed. */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * CHROME_PATH when set; otherwise Debian's headless shell, which draws the same pages with the same
 * Blink and V8 as the full browser without its browser interface: about a quarter less of the
 * journeys' browser CPU, measured in docs/testing.md "Workers"; otherwise Debian's full Chromium.
 */
export function journeyBrowser(env = process.env) {
  if (env.CHROME_PATH) return env.CHROME_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
