import { existsSync, readFileSync } from 'node:fs';
import { cp, readdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * An empty embedded cluster made once by `npm run build` and copied into each new data directory,
 * instead of PGlite running initdb there (docs/backup.md "Memory"). PGlite's initdb runs a second
 * PostgreSQL and the initdb module inside the same process and copies the WebAssembly heap: it
 * peaks at 730–770 MB whatever the settings, where opening an existing cluster peaks under 200 MB.
 * Without the template (running from the sources before a build, or after an upgrade of PGlite
 * until the next build) PGlite runs initdb as before: slower and larger, same result.
 */

// src/db and dist/db both sit two levels below apps/server: the template is the build's, for both.
const distFolder = fileURLToPath(new URL('../../dist', import.meta.url));
const TEMPLATE_PREFIX = 'pglite-cluster-';

/** The installed PGlite's version: a template made by another one is never used. */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Where the build leaves the template for the installed PGlite. */
export function clusterTemplate(): string {
  return path.join(distFolder, `${TEMPLATE_PREFIX}${pgliteVersion()}`);
}

const holdsCluster = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'));

/**
 * Makes the template at `target` (a PGlite created on it and closed again, cleanly shut down) if it
 * is not there yet, and removes templates of other PGlite versions beside it.
 */
export async function makeClusterTemplate(target = clusterTemplate()): Promise<void> {
  const folder = path.dirname(target);
  for (const entry of await readdir(folder).catch(() => [] as string[])) {
    if (entry.startsWith(TEMPLATE_PREFIX) && path.join(folder, entry) !== target)
      await rm(path.join(folder, entry), { recursive: true, force: true });
  }
  if (holdsCluster(target)) return;
  const partial = `${target}.partial`;
  await rm(partial, { recursive: true, force: true });
  const client = await PGlite.create({ dataDir: partial });
  await client.close();
  await rename(partial, target);
}

/**
 * Copies the template into `dir` (a data directory's `pglite` folder, claimed by this process)
 * when `dir` is empty and the template exists; answers whether it did. A half-copied cluster never
 * stands in `dir`: the copy is made beside it and renamed into place.
 */
export async function startFromTemplate(dir: string, template = clusterTemplate()): Promise<boolean> {
  if (!holdsCluster(template) || (await readdir(dir)).length > 0) return false;
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  await cp(template, partial, { recursive: true });
  await rm(dir, { recursive: true });
  await rename(partial, dir);
  return true;
}
