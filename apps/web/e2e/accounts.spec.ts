import { crc32, deflateSync } from 'node:zlib';
import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import { test } from './support/test';
import {
  FIXED_CAPTCHA,
  FIXED_SMS_CODE,
  fillLoginForm,
  logInThroughApi,
  randomMobile,
  signUpThroughApi,
} from './support/portalSession';
import { provokesConsoleErrors, screenshot } from './support/journey';

/** A real PNG (solid colour, with a lighter square) for the avatar upload. */
function pngPicture(width: number, height: number): Buffer {
  const row = (y: number) => {
    const pixels = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const inner = x > width / 4 && x < (3 * width) / 4 && y > height / 4 && y < (3 * height) / 4;
      pixels.set(inner ? [143, 211, 176] : [30, 138, 90], 1 + x * 3);
    }
    return pixels;
  };
  const raw = Buffer.concat(Array.from({ length: height }, (_, y) => row(y)));
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A refused call (400/401/409/429) is logged by Chromium as a failed resource; this journey provokes them. */
const isRefusedCall = (message: ConsoleMessage) => /status of (400|401|409|429)/.test(message.text());

const headerUser = (page: Page) => page.locator('.jhy-header-user');

test('register with the test codes → log in → change nickname and avatar → see them in the header → log out', async ({
  page,
  request,
}) => {
  provokesConsoleErrors(page, isRefusedCall);
  const mobile = randomMobile();
  const password = 'green2024';

  // Register: the captcha goes with the SMS request and again with the form.
  await page.goto('/#/register');
  await expect(page.getByRole('heading', { name: '用户注册' })).toBeVisible();
  await page.getByLabel('手机号码').fill(mobile);
  await page.getByLabel('图形验证码').fill(FIXED_CAPTCHA);
  const captcha = page.getByAltText(/图形验证码/);
  const firstCaptcha = await captcha.getAttribute('src');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await expect(page.getByText('验证码已发送，5 分钟内有效')).toBeVisible();
  await expect(captcha).not.toHaveAttribute('src', firstCaptcha!);
  await expect(page.getByLabel('图形验证码')).toHaveValue('');

  await page.getByLabel('图形验证码').fill(FIXED_CAPTCHA);
  await page.getByLabel('短信验证码').fill(FIXED_SMS_CODE);
  await page.locator('#password').fill(password);
  await page.getByLabel('确认密码').fill(password);
  await page.getByRole('button', { name: '《用户注册服务协议》' }).click();
  const agreement = page.getByRole('dialog', { name: /用户注册服务协议/ });
  await expect(agreement.getByText('第六条 个人信息与数据保护')).toBeVisible();
  // Let the dialog finish opening (antd zooms it in) and the notice go before the picture.
  await expect(page.locator('.ant-modal[class*="zoom"]')).toHaveCount(0);
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 8000 });
  await page.screenshot({ path: screenshot('accounts-agreement-1440.png') });
  await agreement.getByRole('button', { name: '我已阅读并同意' }).click();
  await expect(page.getByRole('checkbox')).toBeChecked();
  await expect(agreement).toBeHidden();
  await page.screenshot({ path: screenshot('accounts-register-1440.png'), fullPage: true });
  await page.getByRole('button', { name: '注 册' }).click();

  // Log in, remembering the account.
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByText('注册成功，请登录')).toBeVisible();
  await fillLoginForm(page, { mobile, password });
  await page.getByRole('checkbox', { name: '记住账号' }).check();
  await page.screenshot({ path: screenshot('accounts-login-1440.png'), fullPage: true });
  await page.getByRole('button', { name: '登 录' }).click();

  // The personal center, no header tab selected; the header shows 用户 + mobile and the default avatar.
  await expect(page).toHaveURL(/#\/main\/myAccount$/);
  const account = page.getByRole('region', { name: '我的账户' });
  await expect(account.getByRole('heading', { name: `用户${mobile}` })).toBeVisible();
  await expect(account.getByText('企业用户')).toBeVisible();
  const me = headerUser(page).getByRole('button', { name: new RegExp(`用户${mobile}`) });
  await expect(me).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主导航' }).locator('[aria-current="page"]')).toHaveCount(0);

  // Nickname and email through the edit dialog; the mobile cannot change.
  await account.getByRole('button', { name: /编辑资料/ }).click();
  const dialog = page.getByRole('dialog', { name: '编辑资料' });
  await expect(dialog.getByLabel('手机号码')).toBeDisabled();
  await dialog.getByLabel('昵称').fill('玉树牦牛合作社');
  await dialog.getByLabel('邮箱').fill('yak@example.cn');
  await dialog.getByRole('button', { name: /保/ }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(account.getByRole('heading', { name: '玉树牦牛合作社' })).toBeVisible();
  await expect(account.getByText('yak@example.cn')).toBeVisible();
  await expect(headerUser(page).getByRole('button', { name: /玉树牦牛合作社/ })).toBeVisible();

  // The avatar: a GIF is refused before sending; a PNG is uploaded, cut square and shown everywhere.
  const fileInput = account.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('上传头像只能是 JPG或者PNG 格式!')).toBeVisible();
  await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngPicture(480, 320) });
  await expect(page.getByText('头像已更新')).toBeVisible();
  const avatar = account.getByAltText('我的头像');
  await expect(avatar).toHaveAttribute('src', /\/uploads\/[a-f0-9]{32}\.png$/);
  const avatarSrc = (await avatar.getAttribute('src'))!;
  await expect(headerUser(page).locator('img')).toHaveAttribute('src', avatarSrc);
  const thumbnail = await request.get(avatarSrc);
  expect(thumbnail.headers()['content-type']).toBe('image/png');

  // The header keeps it after a reload (the profile is kept on the device).
  await page.reload();
  await expect(headerUser(page).getByRole('button', { name: /玉树牦牛合作社/ })).toBeVisible();
  await expect(headerUser(page).locator('img')).toHaveAttribute('src', avatarSrc);
  await page.screenshot({ path: screenshot('accounts-myaccount-1440.png'), fullPage: true });
  // The menu opens on a click.
  await headerUser(page)
    .getByRole('button', { name: /玉树牦牛合作社/ })
    .click();
  await expect(page.getByRole('menuitem', { name: /个人中心/ })).toBeVisible();
  await page.screenshot({ path: screenshot('accounts-header-menu-1440.png') });

  // Log out: home, visitor header, nothing kept but the remembered mobile, and the token is dead.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.getByRole('menuitem', { name: /退出登录/ }).click();
  await expect(page).toHaveURL(/#\/main\/indexHome$/);
  await expect(headerUser(page).getByRole('link', { name: '登录' })).toBeVisible();
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((key) => key !== 'selectIndex'));
  expect(kept).toEqual(['rememberMobile']);
  const afterLogout = await request.post('/index/User/userinfo', { headers: { token: token! } });
  expect(afterLogout.status()).toBe(401);

  // The remembered mobile is filled in on the next visit to the login page.
  await page.goto('/#/login');
  await expect(page.getByLabel('手机号码')).toHaveValue(mobile);
});

test('a login-required route sends a visitor to log in, then back to it', async ({ page, request }) => {
  const user = await signUpThroughApi(request);
  await page.goto('/#/main/releaseDisplayGoods?routerOrigin=1');
  await expect(page).toHaveURL(/#\/login$/);
  await fillLoginForm(page, user);
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page).toHaveURL(/#\/main\/releaseDisplayGoods\?routerOrigin=1$/);
  expect(await page.evaluate(() => localStorage.getItem('redirectPath'))).toBeNull();
  await expect(headerUser(page).getByRole('button', { name: new RegExp(`用户${user.mobile}`) })).toBeVisible();
});

test('a wrong captcha or password is refused with the server message and a fresh captcha', async ({
  page,
  request,
}) => {
  const user = await signUpThroughApi(request);
  await page.goto('/#/login');
  await fillLoginForm(page, user, 'wrongpass1');
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page.getByText('手机号或密码错误')).toBeVisible();
  await expect(page.getByLabel('图形验证码')).toHaveValue('');
  await expect(page.getByLabel('手机号码')).toHaveValue(user.mobile);

  await page.getByLabel('密码', { exact: true }).fill(user.password);
  await page.getByLabel('图形验证码').fill('nope');
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page.getByText('图形验证码错误或已过期，请重新输入')).toBeVisible();
  await expect(page).toHaveURL(/#\/login$/);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('login, register and the personal center fit a 375 px screen', async ({ page, request }) => {
    const user = await logInThroughApi(request, await signUpThroughApi(request));
    const noSidewaysScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );

    await page.goto('/#/login');
    await expect(page.getByRole('heading', { name: '用户登录' })).toBeVisible();
    await noSidewaysScroll();
    await page.screenshot({ path: screenshot('accounts-login-375.png'), fullPage: true });

    await page.goto('/#/register');
    await expect(page.getByRole('heading', { name: '用户注册' })).toBeVisible();
    await noSidewaysScroll();
    await page.screenshot({ path: screenshot('accounts-register-375.png'), fullPage: true });

    await page.goto('/#/login');
    await fillLoginForm(page, user);
    await page.getByRole('button', { name: '登 录' }).click();
    await expect(page).toHaveURL(/#\/main\/myAccount$/);
    await expect(
      page.getByRole('region', { name: '我的账户' }).getByRole('heading', { name: `用户${user.mobile}` }),
    ).toBeVisible();
    await noSidewaysScroll();
    // Every tab fits the row: none hides behind the overflow menu.
    for (const tab of ['我的账户', '我的企业', '产品挂牌信息', '产品认证申请']) {
      await expect(page.getByRole('tab', { name: tab })).toBeInViewport();
    }
    await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 8000 });
    await page.screenshot({ path: screenshot('accounts-myaccount-375.png'), fullPage: true });
    await page.locator('.jhy-header-user button').click();
    await expect(page.getByRole('menuitem', { name: /退出登录/ })).toBeVisible();
    await page.screenshot({ path: screenshot('accounts-header-menu-375.png') });
  });
});
