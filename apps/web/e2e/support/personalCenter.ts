import type { Locator, Page } from '@playwright/test';

/**
 * Opens a tab of the personal center afresh, as a user coming back to it later would (its address,
 * then a reload), and gives the tab's region.
 */
export async function openPersonalCenterTab(page: Page, tab: string): Promise<Locator> {
  await page.goto('/#/main/myAccount');
  await page.reload();
  await page.getByRole('tab', { name: tab }).click();
  return page.getByRole('region', { name: tab });
}
