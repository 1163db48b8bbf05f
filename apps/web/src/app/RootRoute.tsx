import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation, useRouteError } from 'react-router';
import { useCurrentPageHandle } from '../routing/pageHandle';
import { SITE_NAME } from '../components/brand';

/** The root of every screen: page title, scroll position per page, and a bar while a page loads. */
export function RootRoute() {
  const page = useCurrentPageHandle();
  const navigation = useNavigation();

  useEffect(() => {
    document.title = page && page.title !== '首页' ? `${page.title} - ${SITE_NAME}` : SITE_NAME;
  }, [page]);

  return (
    <>
      {navigation.state === 'loading' && (
        <div className="jhy-route-progress" role="progressbar" aria-label="页面加载中" />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page's code arrives. */
export function RouteLoadingFallback() {
  return <div className="jhy-route-progress" role="progressbar" aria-label="页面加载中" />;
}

/**
 * A page that failed to load — most often its code file vanished with a new deploy while this
 * tab stayed open; a reload fetches the current one. Plain markup, no antd Button: this is part of
 * the first load (docs/performance.md).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <div className="jhy-status-page" role="alert">
      <h1 className="jhy-status-page__title">页面加载失败</h1>
      <p>网络不稳定或网站已更新，请刷新页面后重试。</p>
      <button type="button" className="jhy-status-page__reload" onClick={() => window.location.reload()}>
        刷新页面
      </button>
    </div>
  );
}
