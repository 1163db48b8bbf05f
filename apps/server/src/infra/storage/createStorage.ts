import type { AppConfig, S3StorageConfig } from '../../config.js';
import { LocalDiskStorage } from './localDiskStorage.js';
import type { Storage } from './storage.js';

// One storage per configuration: the S3 client keeps its connections, every module shares it.
const storages = new WeakMap<Pick<AppConfig, 'storage' | 'dataDir'>, Storage>();

/** The AWS SDK is loaded at the first use of the bucket: a local-disk server never pays for it. */
function lazyS3Storage(config: S3StorageConfig): Storage {
  let loaded: Promise<Storage> | undefined;
  const storage = () => (loaded ??= import('./s3Storage.js').then(({ S3Storage }) => new S3Storage(config)));
  return {
    put: async (bytes, extension) => (await storage()).put(bytes, extension),
    remove: async (storedName) => (await storage()).remove(storedName),
    read: async (key) => (await storage()).read(key),
    putIfMissing: async (key, file) => (await storage()).putIfMissing(key, file),
    serve: async (app) => (await storage()).serve(app),
    ensureWritable: async () => (await storage()).ensureWritable(),
    check: async () => (await storage()).check(),
  };
}

export function createStorage(config: Pick<AppConfig, 'storage' | 'dataDir'>): Storage {
  let storage = storages.get(config);
  if (!storage) {
    storage = config.storage.driver === 's3' ? lazyS3Storage(config.storage) : new LocalDiskStorage(config.dataDir);
    storages.set(config, storage);
  }
  return storage;
}
