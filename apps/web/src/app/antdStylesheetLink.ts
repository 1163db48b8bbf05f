/** index.html's `<link>` to antd's stylesheet (apps/web/antdStylesheet.ts gives it this id). */
export const ANTD_STYLESHEET_ID = 'antd-stylesheet';

/**
 * Makes index.html's preload of antd's stylesheet the page's stylesheet, where it stands (before the
 * page's own styles), and resolves when it has loaded. A stylesheet that fails still lets the app
 * render: unstyled controls are better than no page (docs/performance.md "antd's styles").
 */
export function applyAntdStylesheet(document: Document): Promise<void> {
  const link = document.getElementById(ANTD_STYLESHEET_ID);
  if (!(link instanceof HTMLLinkElement)) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    link.rel = 'stylesheet';
  });
}
