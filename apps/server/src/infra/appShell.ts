import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { FIRST_ANSWERS, type FirstPaintPictures } from '@jhy/contract';

/** Where index.html takes the first-paint pictures (apps/web/index.html). */
const PICTURES_SLOT = /<script type="application\/json" id="first-paint">[\s\S]*?<\/script>/;
/** Where index.html takes the first calls it makes for the app (the contract's FIRST_ANSWERS). */
const ANSWERS_SLOT = /<script type="application\/json" id="first-answers">[\s\S]*?<\/script>/;
/** Scripts written into the page itself; each is allowed by its hash in the CSP. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

interface Template {
  mtimeMs: number;
  html: string;
  /** `'sha256-…'` of each inline script, for `script-src`. */
  scriptHashes: string[];
}

/**
 * The web app's index.html with the first-paint pictures written in (docs/performance.md "First
 * paint"): its inline script draws the current route's main picture before the app's code has
 * loaded, so the largest paint does not wait for that code and the calls it makes. The file is read
 * again when a build replaces it; the pictures are asked for on each request (their source caches
 * them).
 */
export class AppShell {
  private template?: Template;

  constructor(
    private readonly indexFile: string,
    private readonly pictures: () => Promise<FirstPaintPictures>,
  ) {}

  async render(): Promise<{ html: string; scriptHashes: string[] }> {
    const [template, pictures] = await Promise.all([this.load(), this.pictures()]);
    return {
      html: template.html.replace(PICTURES_SLOT, () => picturesSlot(pictures)),
      scriptHashes: template.scriptHashes,
    };
  }

  private async load(): Promise<Template> {
    const { mtimeMs } = await stat(this.indexFile);
    if (this.template?.mtimeMs !== mtimeMs) {
      const html = (await readFile(this.indexFile, 'utf8')).replace(ANSWERS_SLOT, () =>
        jsonSlot('first-answers', FIRST_ANSWERS),
      );
      this.template = { mtimeMs, html, scriptHashes: inlineScriptHashes(html) };
    }
    return this.template;
  }
}

/** The pictures' slot, as index.html carries it. */
export function picturesSlot(pictures: FirstPaintPictures): string {
  return jsonSlot('first-paint', pictures);
}

/** A JSON slot, safe inside a script element: no `<` can close it or open a comment. */
function jsonSlot(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`,
  );
}

/** The page's CSP with its inline scripts allowed by hash, nothing else loosened. */
export function allowingInlineScripts(csp: string, scriptHashes: string[]): string {
  if (scriptHashes.length === 0) return csp;
  return csp.replace(/script-src 'self'/, `script-src 'self' ${scriptHashes.join(' ')}`);
}
