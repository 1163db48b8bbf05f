import type { Browser, Page } from '@playwright/test';
import { consoleLogin } from './firstAdmin';
import { watchForScriptErrors } from './journey';

type StaffLogin = { username: string; password: string };

/** The console's side menu. */
export const consoleMenu = (page: Page) => page.getByRole('navigation', { name: '管理后台菜单' });

/** Opens a page of the console from its side menu. */
export async function openFromConsoleMenu(page: Page, item: string): Promise<void> {
  await consoleMenu(page).getByRole('menuitem', { name: item }).click();
}

/** `member` logged in to the console on `page`; `errors` collects its script errors for the journey's end. */
async function logInWatched(page: Page, member: StaffLogin): Promise<{ page: Page; errors: string[] }> {
  const errors = watchForScriptErrors(page);
  await consoleLogin(page, member.username, member.password);
  return { page, errors };
}

/**
 * A console tab beside a portal journey's page, in the same browser, with `member` logged in:
 * where a journey hands its work to staff (a reviewer, an admin, an editor) and comes back.
 */
export async function openConsoleTab(beside: Page, member: StaffLogin, viewport?: { width: number; height: number }) {
  const page = await beside.context().newPage();
  if (viewport) await page.setViewportSize(viewport);
  return logInWatched(page, member);
}

/** The console in a browser of its own (its own storage and session), beside buyers' browsers. */
export async function openConsoleBrowser(browser: Browser, member: StaffLogin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return logInWatched(await context.newPage(), member);
}
