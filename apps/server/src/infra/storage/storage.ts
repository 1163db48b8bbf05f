import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/** Uploaded files are served under this path and referred to by it in records. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** A stored name is ours alone: 32 random hex characters and an extension from the allow-list. */
export const STORED_NAME_PATTERN = /^[a-f0-9]{32}\.[a-z0-9]{1,5}$/;

/** The demo files that ship with the code (db/seed/demoAssets.ts): `demo/<feature>/<file>`. */
// A demo picture's resized copies ship beside it (infra/storage/imageVariants.ts): `<file>.w640.avif`.
const DEMO_KEY_PATTERN = /^demo\/[a-z]+\/[a-z0-9-]+\.[a-z0-9]{1,5}(\.(w\d{3,4}|full)\.[a-z]{3,4})?$/;

export const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.gif', '.bmp', '.webp']);

/** Whether a file name or key names a picture, by its extension: pictures are shown, anything else is a download. */
export const isImageKey = (key: string): boolean => IMAGE_EXTENSIONS.has(path.extname(key).toLowerCase());

export interface StoredObject {
  /** The random name the object is kept under. */
  storedName: string;
  /** The path clients use to fetch it, `/uploads/<storedName>`. */
  src: string;
}

/** The bytes of one kept file, to be streamed to a client. */
export interface StoredBytes {
  body: Readable;
  size: number;
}

/**
 * Where uploads are kept: the local disk (`STORAGE=local`, the default) or an S3-compatible bucket
 * (`STORAGE=s3`, docs/deployment.md). Callers give bytes and an extension from the allow-list; the
 * storage picks the name, so no path is ever built from what a client sent. Every file is known
 * by its key: a stored name, or `demo/<feature>/<file>` for the demo assets.
 */
export interface Storage {
  put(bytes: Buffer, extension: string): Promise<StoredObject>;
  remove(storedName: string): Promise<void>;
  /** The bytes kept under `key`, or undefined when there are none. */
  read(key: string): Promise<StoredBytes | undefined>;
  /** Keeps `file`'s bytes under `key` unless something is kept there already; answers whether it wrote. */
  putIfMissing(key: string, file: string): Promise<boolean>;
  /**
   * Answers `GET /uploads/<key>`. The private-file gate (modules/uploads/privateUploads.ts) has
   * already refused what needs a signed link and has none.
   */
  serve(app: FastifyInstance): Promise<void>;
  /**
   * At start: writes the storage's probe object, which proves the place exists and the server may
   * write there. Answers what is wrong, in words naming the setting to fix, or undefined.
   */
  ensureWritable(): Promise<string | undefined>;
  /** For /readyz: reads the probe object back; what is wrong in words, or undefined. */
  check(): Promise<string | undefined>;
}

/** The object both storages write at start and read for readiness: nothing else ever names it. */
export const PROBE_KEY = 'health/jhy-ready';

/** The stored name inside an upload path, or undefined when the path is not one of ours. */
export function storedNameOf(src: string): string | undefined {
  if (!src.startsWith(UPLOADS_URL_PREFIX)) return undefined;
  const name = src.slice(UPLOADS_URL_PREFIX.length);
  return STORED_NAME_PATTERN.test(name) ? name : undefined;
}

/**
 * The key of an upload path: a stored name or a demo file. Nothing else is ever turned into a
 * file path or an object key.
 */
export function uploadKeyOf(src: string): string | undefined {
  if (!src.startsWith(UPLOADS_URL_PREFIX)) return undefined;
  const key = src.slice(UPLOADS_URL_PREFIX.length);
  return STORED_NAME_PATTERN.test(key) || DEMO_KEY_PATTERN.test(key) ? key : undefined;
}

/** The key a request's path (`/uploads/<key>`, still percent-encoded) names, or undefined when it names none of ours. */
export function uploadKeyOfRequestPath(rawPath: string): string | undefined {
  try {
    return uploadKeyOf(decodeURIComponent(rawPath));
  } catch {
    return undefined;
  }
}

/** `key` itself, after checking that it is one of ours: the one gate before a file path or an object key. */
export function checkedUploadKey(key: string): string {
  if (!uploadKeyOf(`${UPLOADS_URL_PREFIX}${key}`)) throw new Error(`not an upload key: ${key}`);
  return key;
}

/** `storedName` itself, after checking that it is a stored name (never a demo file): what may be removed. */
export function checkedStoredName(storedName: string): string {
  if (!STORED_NAME_PATTERN.test(storedName)) throw new Error(`not a stored name: ${storedName}`);
  return storedName;
}

/** A new object's random name and the path clients fetch it at: the storage names it, never the client. */
export function newStoredObject(extension: string): StoredObject {
  const storedName = `${randomBytes(16).toString('hex')}.${extension}`;
  return { storedName, src: `${UPLOADS_URL_PREFIX}${storedName}` };
}

/**
 * The demo listings' disclosure documents ship under names anyone can read in the repository, so
 * they must never be served at `/uploads/`: only the signed, short-lived links of the trading
 * module (which read the file for a logged-in user) may hand them out. Uploaded files carry random
 * names that the public detail never sends.
 */
export function isDemoDisclosureDocument(pathName: string): boolean {
  const normalized = pathName.toLowerCase();
  return normalized.includes('demo/trading/') && !isImageKey(normalized);
}
