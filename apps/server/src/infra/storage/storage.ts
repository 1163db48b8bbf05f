import type { AppConfig } from '../../config.js';
import { LocalDiskStorage } from './localDiskStorage.js';

/** Uploaded files are served under this path (infra/staticFiles.ts) and referred to by it in records. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** A stored name is ours alone: 32 random hex characters and an extension from the allow-list. */
export const STORED_NAME_PATTERN = /^[a-f0-9]{32}\.[a-z0-9]{1,5}$/;

export interface StoredObject {
  /** The random name the object is kept under. */
  storedName: string;
  /** The path clients use to fetch it, `/uploads/<storedName>`. */
  src: string;
}

/**
 * Where uploads are kept. Callers give bytes and an extension from the allow-list; the storage picks
 * the name, so no path is ever built from what a client sent. Local disk now, S3-compatible later.
 */
export interface Storage {
  put(bytes: Buffer, extension: string): Promise<StoredObject>;
  remove(storedName: string): Promise<void>;
}

/** The stored name inside an upload path, or undefined when the path is not one of ours. */
export function storedNameOf(src: string): string | undefined {
  if (!src.startsWith(UPLOADS_URL_PREFIX)) return undefined;
  const name = src.slice(UPLOADS_URL_PREFIX.length);
  return STORED_NAME_PATTERN.test(name) ? name : undefined;
}

export function createStorage(config: Pick<AppConfig, 'storage' | 'dataDir'>): Storage {
  // config.ts refuses STORAGE=s3 until its driver exists, so local is the only case today.
  return new LocalDiskStorage(config.dataDir);
}
