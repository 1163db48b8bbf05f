import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The files of React Router's production build that the app's two entry points resolve to. */
export function reactRouterProductionFiles(): { router: string; dom: string } {
  const routerFolder = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const production = (file: string) => path.join(routerFolder, 'dist', 'production', file);
  return { router: production('index.mjs'), dom: production('dom-export.mjs') };
}

/**
 * React Router 7 names its development build under every export condition of its package; the
 * production build (the same code with its development warnings switched off) sits beside it in
 * `dist/production`, and the package leaves choosing it to the bundler. The build takes it, so a
 * visitor's browser runs no development checks (docs/performance.md "First load").
 */
export function reactRouterProductionBuild(): Plugin {
  const files = reactRouterProductionFiles();
  return {
    name: 'react-router-production-build',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: files.router },
          { find: /^react-router\/dom$/, replacement: files.dom },
        ],
      },
    }),
  };
}
