import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { appCodeAfterPicture } from './appCodeAfterPicture.ts';
import { reactRouterProductionBuild } from './reactRouterProductionBuild.ts';
import { brandCssRule } from './src/app/palette.ts';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

/** The API server of `npm start`; `vite dev` forwards every server path to it. */
const apiServer = process.env.API_SERVER ?? 'http://localhost:8080';

/**
 * Vendor chunks with stable names and contents, so that a deploy that changes only our pages keeps
 * the browser's cached copy of React and antd. Rolldown's `codeSplitting.groups` is what Vite 8
 * offers in place of Rollup's (deprecated) `manualChunks`.
 */
const components = (...files: string[]) => files.map((file) => `/apps/web/src/components/${file}`);
const contract = (...modules: string[]) => modules.map((module) => `/packages/contract/src/${module}.ts`);
const icons = (...names: string[]) => names.map((name) => `/${name}.js`);
const portalModule = (module: string) => `/apps/web/src/portal/${module}.ts`;

/**
 * Parts a page loads together, as one chunk each rather than one of 0.3–2 KB apiece: a list's
 * loading, empty and failed states (every list, the public first screens too); the plain parts of
 * the signed-in pages (notices, status tags, tables, the confirmation); and the contract's words and
 * rules of a listing's transaction, without zod (the room, 我的报名与竞价, a listing's detail). A page
 * that needs one part of a chunk loads the few KB of the others.
 */
const portalPartChunks = [
  {
    name: 'list-states',
    files: [
      ...components('EmptyState.tsx', 'ListFailure.tsx', 'LoadingShapes.tsx', 'portalButton.css'),
      ...components('listState.css', 'emptyState.css', 'listFailure.css', 'loadingShapes.css'),
      ...components('PortalPager.tsx', 'pagerItems.ts', 'portalPager.css'),
    ],
    icons: icons('ReloadOutlined', 'WarningOutlined', 'LeftOutlined', 'RightOutlined'),
  },
  {
    name: 'signed-in-parts',
    files: [
      ...components('NoticeBox.tsx', 'StatusTag.tsx', 'PlainTable.tsx', 'PersonalCenterPlainTable.tsx'),
      ...components('ConfirmButton.tsx', 'useDismiss.ts'),
      ...components('noticeBox.css', 'statusTag.css', 'plainTable.css', 'personalCenter.css'),
      ...components('confirmButton.css', 'popup.css'),
    ],
    icons: icons('CheckCircleFilled', 'ExclamationCircleFilled', 'InfoCircleFilled'),
  },
  {
    // The paths of the features' pages, which pages link to (three requests on the personal center).
    name: 'feature-paths',
    files: [
      ...['accounts/accountPaths', 'bidding/dealPaths', 'certification/certificationPaths'].map(portalModule),
      ...['enterprises/enterprisePaths', 'publishing/publishingPaths', 'trading/tradingPaths'].map(portalModule),
    ],
    icons: [],
  },
  {
    // A list's query policies and the mutation helper they build on, loaded together by every page
    // that reads the user's lists.
    name: 'query-parts',
    files: ['/apps/web/src/api/mutation.ts', '/apps/web/src/portal/shared/queryPolicies.ts'],
    icons: [],
  },
  {
    // The contract's modules of every first load — the envelope, its messages, the API's paths, the
    // constants — as one chunk rather than three (docs/performance.md "Few requests").
    name: 'contract-first-load',
    files: contract('envelope', 'messages', 'routes', 'constants'),
    icons: [],
  },
  {
    name: 'transaction-terms',
    files: contract(
      'auctionPhases',
      'money',
      'review',
      'listingSubmissions',
      'listingTransaction',
      'biddingStatuses',
      'transactionMessages',
      'lifeCycle',
    ),
    icons: [],
  },
];

// An icon is two modules: its component (@ant-design/icons) and its drawing (@ant-design/icons-svg).
const ICON_MODULE = /\/@ant-design\/icons(-svg)?\/es\/(icons|asn)\//;

/** The name of the part chunk `id` goes into, if any. */
function portalPartChunk(id: string): string | null {
  const module = id.replaceAll('\\', '/');
  const part = portalPartChunks.find(
    (chunk) =>
      chunk.files.some((file) => module.endsWith(file)) ||
      (ICON_MODULE.test(module) && chunk.icons.some((icon) => module.endsWith(icon))),
  );
  return part?.name ?? null;
}

const vendorChunkGroups = [
  {
    name: 'vendor-react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 30,
  },
  { name: 'vendor-query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  {
    // What every antd icon is drawn with (and the small modules it shares with antd's core) as a
    // chunk of its own: the public pages show icons but no antd, and without it they loaded all of
    // vendor-antd for those shared modules (docs/performance.md "antd's theme only where antd draws").
    name: 'vendor-icons',
    test: /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]components[\\/]/,
    priority: 11,
  },
  {
    // antd's theme (app/AntdScope.tsx) with everything it imports — ConfigProvider, the locale, the
    // token machinery, dayjs — as one chunk that every page drawing antd shares, rather than a
    // dozen small ones (each a request and a preload link). A component used by one lazy page
    // (Table, Form, Upload…) stays in that page's chunk. The first load has no antd at all.
    name: 'vendor-antd',
    test: /[\\/]apps[\\/]web[\\/]src[\\/]app[\\/]AntdScope\.tsx$/,
    priority: 10,
  },
  {
    // The app's own modules of the first load (layout, router, API client, feedback) as one chunk
    // rather than a dozen of 1–2 KB: over HTTP/1.1 each request of the first load waits for one of
    // six connections (docs/performance.md "First load order"). Only these modules, not what they
    // import (`includeDependenciesRecursively`), or the contract's modules would come along, zod
    // and all schemas with them (+22 KB gzip on the home page); the contract's few first-load
    // modules are a chunk of their own (`contract-first-load`).
    name: 'app-shell',
    test: /[\\/]apps[\\/]web[\\/]src[\\/]/,
    tags: ['$initial' as const],
    includeDependenciesRecursively: false,
    priority: 5,
  },
  {
    // Small parts that pages load together, each otherwise a chunk of 1–2 KB of its own (docs/performance.md
    // "Few requests"): a page's chunks wait for six connections over HTTP/1.1.
    name: portalPartChunk,
    includeDependenciesRecursively: false,
    priority: 4,
  },
];

/**
 * The contract's modules only declare things (constants, messages, zod schemas). Saying so lets the
 * bundler drop a module whose exports a chunk does not use — without it, importing one constant
 * would put every zod schema, and zod itself, into the first load. (`"sideEffects": false` in the
 * contract's package.json would say the same for every consumer.)
 */
const contractHasNoSideEffects: Plugin = {
  name: 'jhy:contract-has-no-side-effects',
  transform: {
    filter: { id: /[\\/]packages[\\/]contract[\\/]src[\\/]/ },
    handler: () => ({ moduleSideEffects: false }),
  },
};

/**
 * A portal feature's index.ts (docs/architecture.md "Features") only re-exports what other features
 * use. Saying it has no side effects lets the bundler take each import from the file that declares
 * it: the home page that imports a path of trading does not load trading's detail tables, nor the
 * personal center the bidding panel, because they sit in the same index.
 */
const featureEntriesHaveNoSideEffects: Plugin = {
  name: 'jhy:feature-entries-have-no-side-effects',
  transform: {
    filter: { id: /[\\/]apps[\\/]web[\\/]src[\\/]portal[\\/][^\\/]+[\\/]index\.ts$/ },
    handler: () => ({ moduleSideEffects: false }),
  },
};

/**
 * The first stylesheet (global.css and firstPaint.css, about 3 KB) is written into index.html rather
 * than linked: a linked stylesheet holds the first paint until it has arrived, one more round trip
 * on a slow mobile network (docs/performance.md "First paint").
 */
const inlineFirstStylesheet: Plugin = {
  name: 'jhy:inline-first-stylesheet',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      return html.replace(
        /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
        (link, file: string) => {
          const asset = bundle?.[file];
          return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : link;
        },
      );
    },
  },
};

/** The palette's CSS variables (app/theme.ts) in index.html, for the first paint as for the app. */
const brandVariables: Plugin = {
  name: 'jhy:brand-variables',
  transformIndexHtml: () => [{ tag: 'style', children: brandCssRule(), injectTo: 'head-prepend' }],
};

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Every text file of the build gets a `.br` (brotli, best quality) and a `.gz` (gzip -9) beside it,
 * made once here rather than on each request: the server sends the one the browser accepts
 * (apps/server/src/infra/staticFiles.ts, docs/performance.md). Small files too: a copy read from
 * the disk costs the server nothing more, and a page loads two dozen chunks of a few hundred bytes.
 * A compressed copy that is not smaller is not kept; such a file is sent as it is.
 */
const precompressAssets: Plugin = {
  name: 'jhy:precompress-assets',
  apply: 'build',
  // After the whole output is written: the files of public/ (the map's GeoJSON) are compressed too.
  async writeBundle(options) {
    const outDir = options.dir ?? 'dist';
    const files = (await readdir(outDir, { recursive: true })).map(String);
    await Promise.all(
      files
        .filter((file) => COMPRESSIBLE.test(file))
        .map(async (file) => {
          const target = path.join(outDir, file);
          const content = await readFile(target);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          if (br.length < content.length) await writeFile(`${target}.br`, br);
          if (gz.length < content.length) await writeFile(`${target}.gz`, gz);
        }),
    );
  },
};

export default defineConfig({
  plugins: [
    react(),
    reactRouterProductionBuild(),
    brandVariables,
    contractHasNoSideEffects,
    featureEntriesHaveNoSideEffects,
    inlineFirstStylesheet,
    appCodeAfterPicture(path.dirname(fileURLToPath(import.meta.url))),
    precompressAssets,
  ],
  resolve: {
    // `@jhy/contract` exports its TypeScript source under the `source` condition: the web app
    // compiles it directly, so the contract never needs a build step for the web.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    // `^/index/` is a pattern, not a prefix, so that `/index.html` stays with Vite.
    proxy: Object.fromEntries(['^/index/', '/console/api', '/uploads', '/healthz'].map((path) => [path, apiServer])),
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorChunkGroups } },
    },
  },
});
