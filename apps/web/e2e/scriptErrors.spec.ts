import { expect } from '@playwright/test';
import { test } from './support/test';

// The journeys rely on `test` (support/test.ts) to fail them on a script error of their page. These
// two prove that it does: each provokes an error and is marked as failing, so Playwright reports
// the run as wrong if the journey passes, i.e. if the error went unnoticed.
test('a script error on the journey’s page fails the journey', async ({ page }) => {
  test.fail();
  await page.goto('/#/main/indexHome');
  await expect(page.getByRole('heading', { level: 1, name: '江河源生态产品交易平台' })).toBeVisible();
  const thrown = page.waitForEvent('pageerror');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('未捕获的脚本错误');
    });
  });
  await thrown;
});

test('a console error the journey did not provoke fails it', async ({ page }) => {
  test.fail();
  await page.goto('/#/main/indexHome');
  await expect(page.getByRole('heading', { level: 1, name: '江河源生态产品交易平台' })).toBeVisible();
  const logged = page.waitForEvent('console');
  await page.evaluate(() => console.error('未预期的控制台错误'));
  await logged;
});
