import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeImageVariants } from '../../infra/storage/imageVariants.js';

// src/db/seed and dist/db/seed both sit three levels below apps/server.
export const demoAssetsDir = fileURLToPath(new URL('../../../assets/demo', import.meta.url));

/**
 * Demo content refers to its pictures as `/uploads/demo/<feature>/<file>`. The files ship with the
 * code in apps/server/assets/demo/ and are copied into DATA_DIR/uploads/demo/ — only those
 * missing, so that a start costs a few stat calls and a wiped uploads folder heals itself.
 */
export async function copyDemoAssets(dataDir: string): Promise<number> {
  return copyMissing(demoAssetsDir, path.join(dataDir, 'uploads', 'demo'));
}

async function copyMissing(from: string, to: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch {
    return 0;
  }
  await mkdir(to, { recursive: true });
  let copied = 0;
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copied += await copyMissing(source, target);
    else if (entry.isFile() && !(await exists(target))) {
      await copyFile(source, target);
      copied += 1;
    }
  }
  // The pictures' resized variants ship beside them and were copied above; makeImageVariants only
  // makes those still missing (a picture added without them), so this costs a few stat calls.
  for (const entry of entries) {
    if (entry.isFile()) await makeImageVariants(path.join(to, entry.name));
  }
  return copied;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
