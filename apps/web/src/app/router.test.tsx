import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubSysConfig } from '../test/renderRoute';

/** Every child of /main in spec §2, with the Chinese name its page shows while being built. */
const PAGES_BEING_BUILT: [path: string, title: string][] = [
  ['hangingForm', '发布挂牌项目'],
  ['PilotDemonstration', '试点示范'],
  ['ZoneIntroduction', '专区介绍'],
  ['ZoneProductDetails', '专区产品'],
  ['SpecialGoodsDetail', '特色产品详情'],
  ['CertificationForm', '认证申请'],
  ['comOrganDetail', '认证机构详情'],
  ['ProductCertification', '产品认证'],
  ['ProductCertificationDetail', '产品认证详情'],
];

describe('routes of spec §2', () => {
  it.each(['/', '/main'])('redirects %s to the home page', async (path) => {
    stubSysConfig();
    const { router } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: '江河源生态产品交易平台' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/main/indexHome');
  });

  it('shows the home page at /main/Index too', async () => {
    stubSysConfig();
    renderRoute('/main/Index');
    expect(await screen.findByRole('heading', { level: 1, name: '江河源生态产品交易平台' })).toBeVisible();
  });

  it.each(PAGES_BEING_BUILT)('answers /main/%s with a page being built named %s', async (path, title) => {
    stubSysConfig();
    renderRoute(`/main/${path}`);
    expect(await screen.findByRole('heading', { name: '该页面正在建设中' })).toBeVisible();
    expect(screen.getByText(title, { selector: 'strong' })).toBeVisible();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/main/indexHome');
  });

  it.each([
    ['/login', '用户登录'],
    ['/register', '用户注册'],
  ])('has %s outside the /main frame', async (path, heading) => {
    stubSysConfig();
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
  });

  it('accepts the lowercase spelling of a path and moves to the written one, keeping the query', async () => {
    stubSysConfig();
    const { router } = renderRoute('/main/hangingform?routerOrigin=1');
    expect(await screen.findByText('发布挂牌项目', { selector: 'strong' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/main/hangingForm');
    expect(router.state.location.search).toBe('?routerOrigin=1');
  });

  it('names the page in the document title', async () => {
    stubSysConfig();
    renderRoute('/main/hangingForm');
    await screen.findByRole('heading', { name: '该页面正在建设中' });
    expect(document.title).toBe('发布挂牌项目 - 江河源生态产品交易平台');
  });
});
