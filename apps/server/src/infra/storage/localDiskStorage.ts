import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeImageVariants, removeImageVariants } from './imageVariants.js';
import { STORED_NAME_PATTERN, UPLOADS_URL_PREFIX, type StoredObject, type Storage } from './storage.js';

/** Files under DATA_DIR/uploads, the folder infra/staticFiles.ts serves at /uploads/. */
export class LocalDiskStorage implements Storage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'uploads');
  }

  async put(bytes: Buffer, extension: string): Promise<StoredObject> {
    const storedName = `${randomBytes(16).toString('hex')}.${extension}`;
    const file = this.pathOf(storedName);
    await mkdir(this.root, { recursive: true });
    // 'wx': never overwrite, even in the impossible case of a name collision.
    await writeFile(file, bytes, { flag: 'wx', mode: 0o640 });
    // A picture gets its resized AVIF/WebP/JPEG copies now, not when first viewed (docs/performance.md).
    await makeImageVariants(file);
    return { storedName, src: `${UPLOADS_URL_PREFIX}${storedName}` };
  }

  async remove(storedName: string): Promise<void> {
    await removeImageVariants(this.pathOf(storedName));
    await unlink(this.pathOf(storedName)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  /** The one place a file path is made: from a name that matches our own pattern, inside the root. */
  private pathOf(storedName: string): string {
    if (!STORED_NAME_PATTERN.test(storedName)) throw new Error(`not a stored name: ${storedName}`);
    return path.join(this.root, storedName);
  }
}
