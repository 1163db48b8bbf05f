import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from '../../config.js';
import { createStorage } from '../../infra/storage/createStorage.js';
import type { Storage } from '../../infra/storage/storage.js';

// src/db/seed and dist/db/seed both sit three levels below apps/server.
export const demoAssetsDir = fileURLToPath(new URL('../../../assets/demo', import.meta.url));

/**
 * Demo content refers to its pictures as `/uploads/demo/<feature>/<file>`. The files ship with the
 * code in apps/server/assets/demo/ and are put into the uploads storage (DATA_DIR/uploads/demo/,
 * or the bucket's demo/ keys) — only those missing, so that a start costs a few look-ups and a
 * wiped uploads folder heals itself.
 */
export async function copyDemoAssets(config: Pick<AppConfig, 'storage' | 'dataDir'>): Promise<number> {
  return copyMissing(createStorage(config), demoAssetsDir, 'demo');
}

async function copyMissing(storage: Storage, from: string, key: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch {
    return 0;
  }
  let copied = 0;
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) copied += await copyMissing(storage, source, `${key}/${entry.name}`);
    else if (entry.isFile() && (await storage.putIfMissing(`${key}/${entry.name}`, source))) copied += 1;
  }
  return copied;
}
