import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../config.js';
import { UPLOADS_URL_PREFIX, uploadKeyOf } from '../infra/storage/storage.js';
import { copyToFile } from './backupStreams.js';

/**
 * The uploads as a backup reads them and a restore puts them back, wherever the server keeps
 * them: under DATA_DIR/uploads (`STORAGE=local`, with the resized copies of pictures beside them)
 * or in the bucket (`STORAGE=s3`). Files are streamed one at a time, never held whole.
 */
export interface UploadedFiles {
  where: 'local' | 's3';
  /** Every file's key (its path under the uploads), in a stable order. */
  keys(): AsyncIterable<string>;
  open(key: string): Promise<Readable>;
  write(key: string, body: Readable, size: number): Promise<void>;
  close(): void;
}

/**
 * A key a restore may write: a relative path of plain names, no `.` or `..` step. A backup is
 * checked against its manifest, but the manifest comes from the same folder: this keeps a crafted
 * one from writing outside the uploads.
 */
export function checkedBackupKey(key: string): string {
  const plain = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
  if (key.length > 512 || !key.split('/').every((step) => plain.test(step)))
    throw new Error(`not a file of the uploads: ${key}`);
  return key;
}

async function* filesUnder(root: string, relative = ''): AsyncGenerator<string> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(() => []);
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const name = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) yield* filesUnder(root, name);
    else if (entry.isFile()) yield name;
  }
}

function localUploads(root: string): UploadedFiles {
  return {
    where: 'local',
    keys: () => filesUnder(root),
    open: async (key) => createReadStream(path.join(root, checkedBackupKey(key))),
    write: async (key, body) => void (await copyToFile(body, path.join(root, checkedBackupKey(key)))),
    close: () => undefined,
  };
}

/** The uploads of the server's configuration (the same STORAGE, DATA_DIR and bucket). */
export async function uploadedFilesOf(config: Pick<AppConfig, 'storage' | 'dataDir'>): Promise<UploadedFiles> {
  if (config.storage.driver === 'local') return localUploads(path.join(config.dataDir, 'uploads'));
  const { S3Storage } = await import('../infra/storage/s3Storage.js');
  const bucket = new S3Storage(config.storage);
  return {
    where: 's3',
    // Only what the server keeps there (stored names, demo files): nothing else is ours to copy.
    keys: async function* () {
      for await (const key of bucket.keys()) if (uploadKeyOf(`${UPLOADS_URL_PREFIX}${key}`)) yield key;
    },
    open: async (key) => {
      const found = await bucket.read(key);
      if (!found) throw new Error(`the bucket lost ${key} while it was being backed up`);
      return found.body;
    },
    write: (key, body, size) => bucket.write(checkedBackupKey(key), body, size),
    close: () => bucket.destroy(),
  };
}
