// `npm run release`: one archive a production host unpacks and runs without the package registry
// (docs/deployment.md "Releases"). Built once, on a machine of the production hosts' platform
// (linux-x64, glibc: sharp and argon2 ship native binaries per platform), with the registry:
//   - the built server (apps/server/dist), its migrations (drizzle/) and assets, the contract's build;
//   - the built web app (apps/web/dist);
//   - the production dependencies of the server and the contract only (`npm ci --omit=dev`);
//   - deploy/ and the deployment and backup guides.
// Prints the archive's path, size and SHA-256. RELEASE_SKIP_BUILD=1 packs the builds already there.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args, cwd = root) => execFileSync(command, args, { cwd, stdio: 'inherit' });

const { version } = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
const commit = execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
const name = `jhy-${version}-${commit}`;
const outDir = path.join(root, 'release');
const stage = path.join(outDir, name);

// What the server reads at run time, beside node_modules (paths relative to the repository).
const SHIPPED = [
  'package.json',
  'package-lock.json',
  'packages/contract/package.json',
  'packages/contract/dist',
  'apps/server/package.json',
  'apps/server/dist',
  'apps/server/drizzle',
  'apps/server/assets',
  'apps/web/package.json',
  'apps/web/dist',
  'deploy',
  'docs/deployment.md',
  'docs/backup.md',
  'README.md',
];

if (process.env.RELEASE_SKIP_BUILD !== '1') {
  // A production bundle whatever NODE_ENV this runs under (scripts/portalBuild.mjs says why).
  execFileSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
for (const needed of ['apps/server/dist/main.js', 'apps/web/dist/index.html', 'packages/contract/dist/index.js']) {
  if (!existsSync(path.join(root, needed))) throw new Error(`${needed} is missing: build first (npm run build)`);
}
// The empty embedded cluster a new data directory starts as, made by the build (docs/backup.md "Memory").
if (!readdirSync(path.join(root, 'apps/server/dist')).some((entry) => entry.startsWith('pglite-cluster-')))
  throw new Error('apps/server/dist/pglite-cluster-<version> is missing: build first (npm run build)');

rmSync(stage, { recursive: true, force: true });
mkdirSync(stage, { recursive: true });
for (const entry of SHIPPED) {
  cpSync(path.join(root, entry), path.join(stage, entry), {
    recursive: true,
    // Test files and benches are built too; a host needs neither.
    filter: (source) => !/\.test\.(js|d\.ts)(\.map)?$|[/\\]dist[/\\](bench|test)([/\\]|$)|\.tsbuildinfo$/.test(source),
  });
}
// The server's dependencies and the contract's, nothing of the web app's (it ships built) nor any
// development tool. Install scripts run as approved in package.json (sharp, argon2: prebuilt).
run(
  'npm',
  [
    'ci',
    '--omit=dev',
    '--workspace',
    'packages/contract',
    '--workspace',
    'apps/server',
    '--no-audit',
    '--no-fund',
    '--prefer-offline',
  ],
  stage,
);
writeFileSync(
  path.join(stage, 'RELEASE'),
  `${name}\nbuilt ${new Date().toISOString()} with Node ${process.versions.node} on ${process.platform}-${process.arch}\n`,
);

const archive = path.join(outDir, `${name}.tar.gz`);
run('tar', ['-czf', archive, '-C', outDir, name]);
rmSync(stage, { recursive: true, force: true });
const sha256 = createHash('sha256').update(readFileSync(archive)).digest('hex');
console.log(`release: ${archive} (${(statSync(archive).size / 1e6).toFixed(1)} MB, sha256 ${sha256})`);
