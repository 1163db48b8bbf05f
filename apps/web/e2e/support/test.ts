import { expect, test as base } from '@playwright/test';
import { watchForScriptErrors } from './journey';

/**
 * Playwright's `test`, whose page fails the journey on any script error or unexpected console error
 * once the journey is done: every journey checks it without having to remember to. A journey that
 * provokes console errors on purpose says which (`provokesConsoleErrors`); the other pages it opens
 * are watched with `watchForScriptErrors` and checked by the journey itself.
 */
export const test = base.extend({
  page: async ({ page }, runJourney) => {
    const errors = watchForScriptErrors(page);
    await runJourney(page);
    expect(errors, "script or console errors on the journey's page").toEqual([]);
  },
});
