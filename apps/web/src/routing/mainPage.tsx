import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadInAntdScope } from '../app/lazyWithAntd';
import type { FirstCode, FirstQuery, PageHandle } from './pageHandle';
import { RedirectKeepingQuery } from './RedirectKeepingQuery';
import { requireLogin } from './requireLogin';

type PageModule = { default: ComponentType };
type LoadPage = () => Promise<PageModule>;

export interface MainPageOptions {
  /** The path under /main exactly as the product (docs/product.md) writes it (bookmarks and the old client use these). */
  path: string;
  /** The page's Chinese name. */
  title: string;
  /** Header tab of the page's site section; see PageHandle. */
  tab?: number;
  requiresLogin?: boolean;
  /** The page module, loaded on first visit. Absent while the page is being built. */
  page?: LoadPage;
  /** The query the page reads first, started while its module loads (routing/firstQueries.ts). */
  firstQuery?: FirstQuery;
  /** Code the page's first render draws beyond its module, loaded beside it and awaited (routing/firstQueries.ts). */
  firstCode?: FirstCode;
  /**
   * False for a page whose first screen draws no antd component: it is not put inside antd's theme
   * (app/AntdScope.tsx), whose tokens a slow phone would compute for nothing; its antd parts load
   * inside the theme themselves (`lazyWithAntd`). Default true.
   */
  drawsAntd?: boolean;
}

const loadUnderConstruction: LoadPage = () => import('../components/PageUnderConstruction');

/**
 * A route's `lazy` for a page module (its default export), the "being built" page when there is none
 * yet: inside antd's theme, loaded with the page, unless the page draws no antd (`drawsAntd`).
 */
export function lazyPage(load: LoadPage = loadUnderConstruction, { drawsAntd = true } = {}): RouteObject['lazy'] {
  if (!drawsAntd) return async () => ({ Component: (await load()).default });
  return async () => ({ Component: (await loadInAntdScope(load)).default });
}

/**
 * The route of one page under /main: matched case-sensitively as written and loaded lazily, so
 * that no page weighs on the first load of another. The all-lowercase spelling (what people type)
 * is accepted too and redirected to the written one, keeping the query.
 */
export function mainPage({
  path,
  title,
  tab,
  requiresLogin: loginRequired,
  page,
  firstQuery,
  firstCode,
  drawsAntd,
}: MainPageOptions): RouteObject[] {
  const handle: PageHandle = {
    title,
    ...(tab === undefined ? {} : { tab }),
    ...(firstQuery ? { firstQuery } : {}),
    ...(firstCode ? { firstCode } : {}),
  };
  const route: RouteObject = {
    path,
    caseSensitive: true,
    handle,
    lazy: lazyPage(page, { drawsAntd }),
    ...(loginRequired ? { loader: requireLogin } : {}),
  };
  const lowercase = path.toLowerCase();
  if (lowercase === path) return [route];
  const lowercaseAlias: RouteObject = {
    path: lowercase,
    caseSensitive: true,
    element: <RedirectKeepingQuery to={`/main/${path}`} />,
  };
  return [route, lowercaseAlias];
}

/**
 * The pages of one site section, all under its header tab, in the order listed: a section's
 * routes read as the table of its pages.
 */
export function sectionPages(tab: number, pages: readonly Omit<MainPageOptions, 'tab'>[]): RouteObject[] {
  return pages.flatMap((page) => mainPage({ ...page, tab }));
}
