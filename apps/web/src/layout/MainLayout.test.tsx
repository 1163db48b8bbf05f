import { STORAGE_KEYS } from '@jhy/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { renderRoute, stubSysConfig } from '../test/renderRoute';
import { restoreElderMode } from './elderMode';

async function headerTabs() {
  const nav = await screen.findByRole('navigation', { name: '主导航' });
  return within(nav)
    .getAllByRole('link')
    .filter((link) => link.closest('.jhy-hover-menu__list') === null);
}

async function selectedTabLabel() {
  const tabs = await headerTabs();
  return tabs.filter((tab) => tab.getAttribute('aria-current') === 'page').map((tab) => tab.textContent);
}

describe('main layout header', () => {
  it('shows the seven tabs in the product’s order with their links', async () => {
    stubSysConfig();
    renderRoute('/main/indexHome');

    const tabs = await headerTabs();
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      '首页',
      '交易中心',
      '试点示范',
      '产品认证',
      '政策法规',
      '信息中心',
      '关于我们',
    ]);
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/main/indexHome',
      '/main/TradingCenter',
      '/main/PilotDemonstration?from=index&idOne=178&idTwo=',
      '/main/ProductCertification',
      '/main/PoliciesRegulationsCenter',
      '/main/informationCenter',
      '/main/aboutUs',
    ]);
  });

  it('offers the pilot zone and the non-pilot zone under the pilot tab', async () => {
    stubSysConfig();
    renderRoute('/main/indexHome');
    const submenu = await screen.findByRole('list', { name: '试点示范分区' });
    const links = within(submenu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['试点区', '/main/PilotDemonstration?from=index&idOne=178&idTwo='],
      ['非试点区', '/main/PilotDemonstration?from=index&idOne=182&idTwo=183'],
    ]);
  });

  it('offers 登录 and 注册 to a visitor', async () => {
    stubSysConfig();
    renderRoute('/main/indexHome');
    expect(await screen.findByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/register');
  });
});

describe('selected header tab', () => {
  it.each([
    ['/main/indexHome', '首页', '0'],
    ['/main/TradingDetail?id=3', '交易中心', '1'],
    ['/main/TradingDetailTwo?id=3', '交易中心', '1'],
    ['/main/hangingForm?routerOrigin=1', '交易中心', '1'],
    ['/main/ZoneIntroduction?id=2', '试点示范', '2'],
    ['/main/SpecialGoodsDetail?id=5', '试点示范', '2'],
    ['/main/comOrganDetail?id=1', '产品认证', '3'],
    ['/main/ProductCertificationDetail', '产品认证', '3'],
    ['/main/PoliciesRegulationsDetail?id=1&type=8', '政策法规', '4'],
    ['/main/informationDetail?id=1&newType=0', '信息中心', '5'],
    ['/main/aboutUs', '关于我们', '6'],
  ])('follows the route: %s selects %s', async (path, label, index) => {
    stubSysConfig();
    renderRoute(path);
    expect(await selectedTabLabel()).toEqual([label]);
    // Kept by an effect, which React may run just after the DOM shows the tab.
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.selectedTab)).toBe(index));
  });

  it('selects no tab in the personal center and keeps -1', async () => {
    stubSysConfig();
    // The personal center needs a session (a visitor is sent to /login).
    localStorage.setItem(STORAGE_KEYS.token, 't0ken');
    renderRoute('/main/myAccount');
    await screen.findByText('个人中心');
    expect(await selectedTabLabel()).toEqual([]);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.selectedTab)).toBe('-1'));
  });

  it('keeps the kept tab on a page of no section, as after a reload', async () => {
    stubSysConfig();
    localStorage.setItem(STORAGE_KEYS.selectedTab, '-1');
    renderRoute('/main/addCompany');
    await screen.findByRole('heading', { name: '添加企业' });
    expect(await selectedTabLabel()).toEqual([]);
  });

  it('moves with navigation and resets to home when leaving /main', async () => {
    stubSysConfig();
    const { router } = renderRoute('/main/TradingCenter');
    expect(await selectedTabLabel()).toEqual(['交易中心']);

    await act(() => router.navigate('/main/addCompany'));
    expect(await selectedTabLabel()).toEqual(['交易中心']);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.selectedTab)).toBe('1'));

    await act(() => router.navigate('/login'));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.selectedTab)).toBe('0'));
  });
});

describe('the header for everyone (docs/accessibility.md)', () => {
  it('offers 跳到主要内容 as the first stop of the keyboard, which moves focus to the page', async () => {
    stubSysConfig();
    renderRoute('/main/aboutUs');
    const user = userEvent.setup();
    await screen.findByRole('navigation', { name: '主导航' });
    await user.tab();
    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('switches 长辈模式 on and off with one button, remembered on the device', async () => {
    stubSysConfig();
    const first = renderRoute('/main/aboutUs');
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: '长辈模式' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveClass('jhy-elder');
    first.unmount();

    // Next visit on this device: the mode is on from the start.
    document.documentElement.classList.remove('jhy-elder');
    restoreElderMode();
    renderRoute('/main/aboutUs');
    const again = await screen.findByRole('button', { name: '长辈模式' });
    expect(again).toHaveAttribute('aria-pressed', 'true');
    await user.click(again);
    expect(document.documentElement).not.toHaveClass('jhy-elder');
    restoreElderMode();
    expect(document.documentElement).not.toHaveClass('jhy-elder');
  });
});
