import { describe, expect, it } from 'vitest';
import { ANTD_STYLESHEET_ID, applyAntdStylesheet } from './antdStylesheetLink';

function preloadLink(): HTMLLinkElement {
  document.head.innerHTML = `<link rel="preload" as="style" href="/assets/antd-1.css" id="${ANTD_STYLESHEET_ID}"><style id="own"></style>`;
  return document.getElementById(ANTD_STYLESHEET_ID) as HTMLLinkElement;
}

describe('applyAntdStylesheet', () => {
  it('makes the preload the stylesheet where it stands and waits for it to load', async () => {
    const link = preloadLink();
    let applied = false;
    const waiting = applyAntdStylesheet(document).then(() => (applied = true));
    expect(link.rel).toBe('stylesheet');
    // Before the page's own styles, so that they override antd's.
    expect(document.head.firstElementChild).toBe(link);
    await Promise.resolve();
    expect(applied).toBe(false);
    link.dispatchEvent(new Event('load'));
    await waiting;
    expect(applied).toBe(true);
  });

  it('lets the app render when the stylesheet fails or is not there', async () => {
    const link = preloadLink();
    const waiting = applyAntdStylesheet(document);
    link.dispatchEvent(new Event('error'));
    await expect(waiting).resolves.toBeUndefined();
    document.head.innerHTML = '';
    await expect(applyAntdStylesheet(document)).resolves.toBeUndefined();
  });
});
