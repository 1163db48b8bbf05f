import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubSysConfig } from '../test/renderRoute';

describe('routes of docs/product.md §2', () => {
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
    const { router } = renderRoute('/main/aboutus?from=footer');
    expect(await screen.findByRole('heading', { name: '关于我们' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/main/aboutUs');
    expect(router.state.location.search).toBe('?from=footer');
  });

  it('names the page in the document title', async () => {
    stubSysConfig();
    renderRoute('/main/aboutUs');
    await screen.findByRole('heading', { name: '关于我们' });
    expect(document.title).toBe('关于我们 - 江河源生态产品交易平台');
  });
});
