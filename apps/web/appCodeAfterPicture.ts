import path from 'node:path';
import type { IndexHtmlTransformContext, Plugin } from 'vite';

/** index.html's slot for the app's code, read by its inline script (apps/web/index.html). */
const APP_CODE_SLOT = /<script type="application\/json" id="app-code">[\s\S]*?<\/script>/;
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** What index.html's inline script loads, in this order, once it has asked for the main picture. */
export interface AppCode {
  modulePreloads: string[];
  entry: string;
  /** For a route of `FIRST_SCREEN_PAGES`: its page's code that the first load does not bring. */
  routeModules: Record<string, string[]>;
}

/**
 * The pages where most visits start (the routes of the contract's FIRST_PAINT_PLACES), with the
 * module each route's page is: index.html asks for that page's code beside the app's. A page drawn
 * by one of its parameters is keyed `route?name=value`, with every module it draws: the message
 * center, where the bidding notices lead (its simulated LCP 2,987 → 2,803 ms, medians of five runs
 * each, 2026-11-30; docs/performance.md "A first screen's code with the app's"). The bidding room,
 * whose state index.html asks for itself (the contract's FIRST_ANSWERS): its code was then the
 * longest path (LCP 2,763 / 2,913 → 2,657 / 2,651 ms, two alternating pairs).
 *
 * Not a listing's detail (TradingDetailTwo): its main picture depends on the listing, so index.html
 * first asks the server which it is, and the picture's own request starts a round trip later. Its
 * page's code, asked for at the start, then shared the slow network with that picture: Lighthouse's
 * LCP of the detail went from 2.0–2.3 s to 3.2–3.7 s (three alternating pairs, 2026-11-28). The
 * router asks for the detail's code, as before, once the app runs.
 */
export const FIRST_SCREEN_PAGES: Record<string, string | string[]> = {
  '/main/myAccount?tab=messages': ['src/app/PersonalCenterPage.tsx', 'src/portal/messages/MessageCenterTab.tsx'],
  '/main/BiddingRoom': 'src/portal/bidding/BiddingRoomPage.tsx',
  '/main/indexHome': 'src/portal/home/HomePage.tsx',
  '/main/TradingCenter': 'src/portal/trading/center/TradingCenterPage.tsx',
  '/main/PilotDemonstration': 'src/portal/pilot/PilotDemonstrationPage.tsx',
};

/**
 * Takes the app's script tags that Vite writes into <head> out of the page and lists them in the
 * `#app-code` slot instead, with the first-screen pages' code (`routeModules`); index.html's inline
 * script adds them after it has asked for the page's main picture (docs/performance.md "First load
 * order").
 *
 * Why: the browser's preload scanner finds every `<script>` and `<link rel="modulepreload">` of the
 * page before any inline script has run, so the picture the inline script draws was requested after
 * a dozen scripts. Over HTTP/1.1 a browser has six connections to a host, and on a slow mobile
 * network the picture then arrived with the last of them (Lighthouse: 0.9–2.3 s of its LCP was load
 * time). Asked for first, it arrives first; the scripts are asked for a moment later, in the same
 * task, in the order Vite wrote them.
 */
export function moveAppCodeIntoSlot(html: string, routeModules: AppCode['routeModules'] = {}): string {
  if (!APP_CODE_SLOT.test(html)) throw new Error('index.html: no #app-code slot for the app’s code');
  const code: AppCode = { ...firstLoadOf(html), routeModules };
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(APP_CODE_SLOT, () => `<script type="application/json" id="app-code">${JSON.stringify(code)}</script>`);
}

/** The entry script and the module preloads that Vite wrote into the built page. */
function firstLoadOf(html: string): Omit<AppCode, 'routeModules'> {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!);
  if (entries.length !== 1) throw new Error(`index.html: expected one entry script, found ${entries.length}`);
  return { modulePreloads: [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!), entry: entries[0]! };
}

/** What routeModulesOf reads of a build's file (Rolldown's OutputChunk and OutputAsset). */
type BuiltFile =
  | { type: 'asset'; fileName: string }
  | {
      type: 'chunk';
      fileName: string;
      imports: string[];
      facadeModuleId: string | null;
      viteMetadata?: { importedCss: Set<string> };
    };

/**
 * For each first-screen route, the files its page's chunk needs, as Vite's preload helper asks for
 * them when the router loads the page: the chunk, every chunk it imports statically (at any depth)
 * and their stylesheets, less the first load's own files. With these already in the page, the
 * helper appends nothing while the app starts (docs/performance.md "A first screen's code with the
 * app's").
 */
export function routeModulesOf(
  bundle: Record<string, BuiltFile>,
  pages: Record<string, string | string[]>,
  webRoot: string,
  firstLoad: string[],
): AppCode['routeModules'] {
  const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
  return Object.fromEntries(
    Object.entries(pages).map(([route, modules]) => {
      const files = new Set<string>();
      const visit = (fileName: string) => {
        const href = `/${fileName}`;
        if (files.has(href) || firstLoad.includes(href)) return;
        files.add(href);
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk') return;
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(`/${css}`);
        chunk.imports.forEach(visit);
      };
      for (const page of [modules].flat()) {
        const pageChunk = chunks.find((chunk) => chunk.facadeModuleId === path.resolve(webRoot, page));
        if (!pageChunk) throw new Error(`${page}, the page of ${route}, is no chunk of the build`);
        visit(pageChunk.fileName);
      }
      return [route, [...files]];
    }),
  );
}

/** The build's index.html loads the app's code, and the first screen's, after the page's main picture (above). */
export function appCodeAfterPicture(webRoot: string): Plugin {
  return {
    name: 'jhy:app-code-after-picture',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html: string, { bundle }: IndexHtmlTransformContext) => {
        const { modulePreloads, entry } = firstLoadOf(html);
        const routeModules = bundle
          ? routeModulesOf(bundle, FIRST_SCREEN_PAGES, webRoot, [...modulePreloads, entry])
          : {};
        return moveAppCodeIntoSlot(html, routeModules);
      },
    },
  };
}
