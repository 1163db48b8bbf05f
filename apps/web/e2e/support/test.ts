import { expect, test as base } from '@playwright/test';
import { auditCost, auditPagesOf, auditViolations, checkPage, startAuditRecord } from './axeAudit';
import { watchForScriptErrors } from './journey';

/**
 * Playwright's `test`, whose page fails the journey on any script error or unexpected console error
 * once the journey is done: every journey checks it without having to remember to. A journey that
 * provokes console errors on purpose says which (`provokesConsoleErrors`); the other pages it opens
 * are watched with `watchForScriptErrors` and checked by the journey itself.
 *
 * Every page a journey acts on, its own or another it opens, is also checked with axe-core at 1280
 * and 375 px (support/axeAudit.ts): a serious or critical WCAG 2.1 AA violation fails the journey.
 */
export const test = base.extend({
  page: async ({ page }, runJourney, testInfo) => {
    const errors = watchForScriptErrors(page);
    auditPagesOf(page);
    startAuditRecord();
    await runJourney(page);
    if (testInfo.status === testInfo.expectedStatus) await checkPage(page);
    testInfo.annotations.push({ type: 'axe', description: auditCost() });
    expect(errors, "script or console errors on the journey's page").toEqual([]);
    expect(auditViolations(), 'serious or critical accessibility violations (axe-core, WCAG 2.1 AA)').toEqual([]);
  },
});
