import { createHash } from 'node:crypto';
import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { createElement, type ReactElement } from 'react';
import type { Plugin } from 'vite';
import { ANTD_STYLESHEET_ID } from './src/app/antdStylesheetLink.ts';
import { portalTheme } from './src/app/theme.ts';

/**
 * antd components this app never shows, directly or inside another component: their rules are left
 * out of the stylesheet (about a quarter of its size). A component added to the app from this list
 * must leave it, or it will render unstyled — `productionBuild.test.ts` checks every antd import.
 */
export const ANTD_COMPONENTS_NOT_USED = [
  'Affix',
  'Anchor',
  'App',
  'AutoComplete',
  'BackTop',
  'Calendar',
  'Carousel',
  'Collapse',
  'ColorPicker',
  'Flex',
  'Masonry',
  'Mentions',
  'Rate',
  'Slider',
  'Splitter',
  'Steps',
  'Tour',
  'Transfer',
  'TreeSelect',
  'Watermark',
  'notification',
] as const;

/** Where the dev server answers the stylesheet; the build links a hashed file instead. */
const DEV_PATH = '/@jhy/antd.css';

/**
 * The rules of every antd component the app uses, made once from the portal's theme: the same rules
 * antd would otherwise compute in the browser, component by component, on the first render of each
 * (docs/performance.md "antd's styles").
 */
export function antdComponentRules(theme: ThemeConfig = portalTheme): string {
  return extractStyle({
    excludes: [...ANTD_COMPONENTS_NOT_USED],
    customTheme: (node: ReactElement) =>
      createElement(ConfigProvider, { theme: { ...theme, zeroRuntime: false } }, node),
  });
}

/**
 * antd's styles as a stylesheet made at build time, with the portal in antd's zero-runtime mode
 * (`portalTheme.zeroRuntime`): a slow phone no longer spends its first seconds writing CSS in
 * JavaScript (Total Blocking Time, docs/performance.md "antd's styles").
 *
 * index.html preloads it first in <head>, before the page's own styles, which therefore still
 * override antd's. A preload does not hold the first paint (the band and the picture of index.html)
 * the way a stylesheet would; main.tsx makes it the stylesheet and waits for it before React renders.
 */
export function antdStaticStylesheet(): Plugin {
  let rules = '';
  let href = DEV_PATH;
  return {
    name: 'jhy:antd-static-stylesheet',
    // Tests render in jsdom, where no stylesheet is read.
    apply: () => !process.env.VITEST,
    buildStart() {
      rules = antdComponentRules();
      if (this.meta.watchMode) return;
      href = `/assets/antd-${createHash('sha256').update(rules).digest('hex').slice(0, 8)}.css`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_request, response) => {
        response.setHeader('Content-Type', 'text/css; charset=utf-8');
        response.end(rules);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: href.slice(1), source: rules });
    },
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        { tag: 'link', attrs: { rel: 'preload', as: 'style', href, id: ANTD_STYLESHEET_ID }, injectTo: 'head-prepend' },
      ],
    },
  };
}
