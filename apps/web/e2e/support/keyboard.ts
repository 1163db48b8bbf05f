import { expect, type FileChooser, type Locator, type Page } from '@playwright/test';

/**
 * A keyboard-only user's moves (docs/accessibility.md "Keyboard"): Tab and Shift+Tab to reach a
 * control, typing, Enter, Space and the arrows. Nothing here clicks; the locators only say where the
 * focus should arrive and what the journey reads.
 */

/** Whether the focus is on `target` or inside it. */
const holdsFocus = (target: Locator) =>
  target
    .evaluate((element) => element === document.activeElement || element.contains(document.activeElement), undefined, {
      timeout: 2_000,
    })
    .catch(() => false);

/** Presses Tab (Shift+Tab with `backwards`) until `target` has the focus; fails if it never does. */
export async function tabTo(page: Page, target: Locator, { backwards = false, most = 80 } = {}) {
  for (let presses = 0; presses <= most; presses += 1) {
    if (await holdsFocus(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${String(target)} in ${most} presses`);
}

/** Tabs to the field and types `text` over what it holds. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs to an antd select, opens it with ArrowDown and moves to the option `title`, chosen with Enter. */
export async function chooseOption(page: Page, select: Locator, title: string) {
  await tabTo(page, select);
  await page.keyboard.press('ArrowDown');
  const active = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
  for (let presses = 0; presses < 60; presses += 1) {
    if ((await active.getAttribute('title', { timeout: 2_000 }).catch(() => null)) === title) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`option ${title} not reached with ArrowDown`);
}

/** Tabs to a control that opens the file chooser (an upload button) and gives it `files` on Enter. */
export async function uploadWithEnter(page: Page, button: Locator, files: Parameters<FileChooser['setFiles']>[0]) {
  await tabTo(page, button);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(files);
}
