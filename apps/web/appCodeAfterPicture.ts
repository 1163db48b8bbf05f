import type { Plugin } from 'vite';

/** index.html's slot for the app's code, read by its inline script (apps/web/index.html). */
const APP_CODE_SLOT = /<script type="application\/json" id="app-code">[\s\S]*?<\/script>/;
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** What index.html's inline script loads, in this order, once it has asked for the main picture. */
export interface AppCode {
  modulePreloads: string[];
  entry: string;
}

/**
 * Takes the app's script tags that Vite writes into <head> out of the page and lists them in the
 * `#app-code` slot instead; index.html's inline script adds them after it has asked for the page's
 * main picture (docs/performance.md "First load order").
 *
 * Why: the browser's preload scanner finds every `<script>` and `<link rel="modulepreload">` of the
 * page before any inline script has run, so the picture the inline script draws was requested after
 * a dozen scripts. Over HTTP/1.1 a browser has six connections to a host, and on a slow mobile
 * network the picture then arrived with the last of them (Lighthouse: 0.9–2.3 s of its LCP was load
 * time). Asked for first, it arrives first; the scripts are asked for a moment later, in the same
 * task, in the order Vite wrote them.
 */
export function moveAppCodeIntoSlot(html: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!);
  if (entries.length !== 1) throw new Error(`index.html: expected one entry script, found ${entries.length}`);
  if (!APP_CODE_SLOT.test(html)) throw new Error('index.html: no #app-code slot for the app’s code');
  const code: AppCode = {
    modulePreloads: [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!),
    entry: entries[0]!,
  };
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(APP_CODE_SLOT, () => `<script type="application/json" id="app-code">${JSON.stringify(code)}</script>`);
}

/** The build's index.html loads the app's code after the page's main picture (above). */
export function appCodeAfterPicture(): Plugin {
  return {
    name: 'jhy:app-code-after-picture',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: moveAppCodeIntoSlot },
  };
}
