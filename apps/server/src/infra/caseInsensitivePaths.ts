import type { FastifyInstance } from 'fastify';

/**
 * The product (docs/product.md) writes the same API in several casings (`/index/zone/list`, `/index/Zone/index`), and a
 * client written against it must work unchanged. Routes are declared in the product's own spelling;
 * this table maps any casing of an API path back to that spelling before routing. It is used by the
 * `rewriteUrl` option, which runs before the router; static files keep their exact, case-sensitive
 * names.
 */
export class CanonicalPaths {
  private readonly byLowerCase = new Map<string, string>();

  register(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      if (isApiPath(route.url)) this.byLowerCase.set(route.url.toLowerCase(), route.url);
    });
  }

  rewrite(url: string): string {
    const queryStart = url.indexOf('?');
    const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
    if (!isApiPath(pathname)) return url;
    const canonical = this.byLowerCase.get(pathname.toLowerCase());
    if (!canonical || canonical === pathname) return url;
    return queryStart === -1 ? canonical : canonical + url.slice(queryStart);
  }
}

function isApiPath(pathname: string): boolean {
  return /^\/(index|api\/index|console\/api)\//i.test(pathname);
}
