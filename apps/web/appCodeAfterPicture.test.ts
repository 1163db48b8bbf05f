import { describe, expect, it } from 'vitest';
import { type AppCode, moveAppCodeIntoSlot } from './appCodeAfterPicture.ts';

/** The shape of Vite's built index.html: its tags in <head>, the page's slots in <body>. */
const builtPage = `<!doctype html><html><head>
    <link rel="preload" as="style" href="/assets/antd-1.css" id="antd-stylesheet">
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-react-b.js">
    <link rel="modulepreload" crossorigin href="/assets/app-shell-c.js">
    <style>.own{}</style>
  </head><body><div id="root"></div>
    <script type="application/json" id="first-paint">{}</script>
    <script type="application/json" id="app-code">
      null
    </script>
    <script>draw()</script>
  </body></html>`;

function appCodeOf(html: string): AppCode {
  const slot = /<script type="application\/json" id="app-code">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(slot![1]!) as AppCode;
}

describe('the app’s code after the main picture', () => {
  it('takes the entry and its module preloads out of the page, into the slot, in Vite’s order', () => {
    const html = moveAppCodeIntoSlot(builtPage);

    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    expect(appCodeOf(html)).toEqual({
      modulePreloads: ['/assets/vendor-react-b.js', '/assets/app-shell-c.js'],
      entry: '/assets/index-a.js',
    });
  });

  it('leaves the rest of the page as it was: the stylesheet preload, the styles, the other slot and the script', () => {
    const html = moveAppCodeIntoSlot(builtPage);

    expect(html).toContain('<link rel="preload" as="style" href="/assets/antd-1.css" id="antd-stylesheet">');
    expect(html).toContain('<style>.own{}</style>');
    expect(html).toContain('<script type="application/json" id="first-paint">{}</script>');
    expect(html).toContain('<script>draw()</script>');
  });

  it('refuses a page it cannot make load the app, rather than build one that shows nothing', () => {
    expect(() => moveAppCodeIntoSlot(builtPage.replace(/<script type="module"[^>]*><\/script>/, ''))).toThrow(
      /one entry script/,
    );
    expect(() => moveAppCodeIntoSlot(builtPage.replace('id="app-code"', 'id="other"'))).toThrow(/#app-code/);
  });
});
