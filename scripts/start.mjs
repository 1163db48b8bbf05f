// `npm start`: builds what is missing or older than its sources, then runs the server in this
// process (so SIGTERM reaches its clean shutdown directly). package.json starts it with `exec`: npm
// runs a script through `sh -c`, and sh would otherwise stay between npm and this process, die of
// the SIGTERM npm passes on, and leave the server running (apps/server/src/npmStart.test.ts).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildPortal } from './portalBuild.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['apps/server/dist/main.js', 'apps/web/dist/index.html'].map((p) => path.join(root, p));
const sources = ['packages/contract/src', 'apps/server/src', 'apps/web/src', 'apps/web/index.html'].map((p) =>
  path.join(root, p),
);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
if (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log('building the portal (first start, or sources changed)…');
  buildPortal(root);
}
await import(pathToFileURL(outputs[0]).href);
