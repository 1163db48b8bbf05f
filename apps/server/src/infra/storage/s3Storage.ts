import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FastifyInstance } from 'fastify';
import { commonMessages } from '@jhy/contract';
import type { S3StorageConfig } from '../../config.js';
import { failure } from '../envelope.js';
import {
  checkedStoredName,
  checkedUploadKey,
  isDemoDisclosureDocument,
  isImageKey,
  newStoredObject,
  UPLOADS_URL_PREFIX,
  uploadKeyOfRequestPath,
  type StoredBytes,
  type StoredObject,
  type Storage,
  PROBE_KEY,
} from './storage.js';

/**
 * A presigned address is made for a window of this length and opens for twice as long: every
 * request inside one window gets the same address, so the browser's cache of the file still works,
 * and the address opens for at least one window after it was handed out (docs/deployment.md).
 */
export const PRESIGN_WINDOW_SECONDS = 5 * 60;

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

const contentTypeOf = (key: string) => CONTENT_TYPES[path.extname(key).slice(1)] ?? 'application/octet-stream';

/**
 * Uploads in an S3-compatible bucket (Aliyun OSS, Tencent COS, MinIO, AWS S3). The bucket stays
 * private: nothing in it is readable without a signature. `GET /uploads/<key>` passes the same gate
 * as on the local disk (a private file needs the server's signed link) and then answers a redirect
 * to a presigned address that opens that one object for a few minutes, as a download unless it is
 * an image — so a file never runs as a page of our origin, and one never opens without the server.
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    config: S3StorageConfig,
    private readonly clock: () => number = Date.now,
  ) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only where S3 requires them: several S3-compatible stores refuse the newer
      // default checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // Deadlines (docs/deployment.md): a store that hangs costs a request seconds, not minutes.
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
    });
    this.place = `bucket ${config.bucket} at ${config.endpoint ?? 'AWS S3'}`;
  }

  private readonly place: string;

  async ensureWritable(): Promise<string | undefined> {
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: PROBE_KEY, Body: 'ok\n', ContentType: 'text/plain' }),
      );
      return undefined;
    } catch (error) {
      return s3Failure(error, this.place);
    }
  }

  async check(): Promise<string | undefined> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: PROBE_KEY }), {
        abortSignal: AbortSignal.timeout(2_000),
      });
      return undefined;
    } catch (error) {
      return s3Failure(error, this.place);
    }
  }

  async put(bytes: Buffer, extension: string): Promise<StoredObject> {
    const stored = newStoredObject(extension);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkedUploadKey(stored.storedName),
        Body: bytes,
        ContentType: contentTypeOf(stored.storedName),
      }),
    );
    return stored;
  }

  async remove(storedName: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedStoredName(storedName) }));
  }

  async read(key: string): Promise<StoredBytes | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkedUploadKey(key) }));
      if (!(object.Body instanceof Readable) || object.ContentLength === undefined) return undefined;
      return { body: object.Body, size: object.ContentLength };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async putIfMissing(key: string, file: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkedUploadKey(key) }));
      return false;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: await readFile(file),
        ContentType: contentTypeOf(key),
      }),
    );
    return true;
  }

  async serve(app: FastifyInstance): Promise<void> {
    app.get(`${UPLOADS_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
      const key = uploadKeyOfRequestPath(request.url.split('?', 1)[0]!);
      if (!key || isDemoDisclosureDocument(key)) {
        return reply.status(404).send(failure(404, commonMessages.notFound));
      }
      const location = await this.presignedUrl(key);
      // The redirect may be reused while its address opens; never by a shared cache.
      return reply.header('Cache-Control', `private, max-age=${PRESIGN_WINDOW_SECONDS}`).redirect(location, 302);
    });
  }

  /** An address that opens `key` for a while without credentials; the same one within a window. */
  async presignedUrl(key: string): Promise<string> {
    const windowMs = PRESIGN_WINDOW_SECONDS * 1000;
    const signingDate = new Date(Math.floor(this.clock() / windowMs) * windowMs);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: checkedUploadKey(key),
      ResponseContentType: contentTypeOf(key),
      ResponseContentDisposition: isImageKey(key) ? undefined : 'attachment',
      ResponseCacheControl: `private, max-age=${PRESIGN_WINDOW_SECONDS}`,
    });
    return getSignedUrl(this.client, command, { expiresIn: 2 * PRESIGN_WINDOW_SECONDS, signingDate });
  }

  /** Every key in the bucket, a page (1000) at a time, in the store's (lexical) order: for backups. */
  async *keys(): AsyncGenerator<string> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /** Keeps a stream of `size` bytes under `key` (a restore's files; their keys checked by the caller). */
  async write(key: string, body: Readable, size: number): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentLength: size,
        ContentType: contentTypeOf(key),
      }),
    );
  }

  /** Closes the client's connections. */
  destroy(): void {
    this.client.destroy();
  }
}

/** What the store's refusal means, naming the setting to look at. */
const S3_REFUSALS: Record<string, string> = {
  InvalidAccessKeyId: 'the store does not know the access key (S3_ACCESS_KEY_ID)',
  SignatureDoesNotMatch: 'the secret does not match the access key (S3_SECRET_ACCESS_KEY)',
  NoSuchBucket: 'the bucket does not exist (S3_BUCKET)',
  AccessDenied: 'the keys may not write or read objects in the bucket (their policy)',
  PermanentRedirect: 'the bucket is in another region or at another address (S3_REGION, S3_ENDPOINT)',
  AuthorizationHeaderMalformed: 'the signing region is wrong (S3_REGION)',
};

/** An S3 failure as a sentence: the bucket, what is wrong, and the store's own code. */
export function s3Failure(error: unknown, place: string): string {
  const { name, code, $metadata } = error as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  const status = $metadata?.httpStatusCode;
  const known =
    (name && S3_REFUSALS[name]) ??
    (status === 403 ? S3_REFUSALS.AccessDenied : status === 404 ? S3_REFUSALS.NoSuchBucket : undefined);
  if (known) return `object storage (${place}) refused: ${known} [${name ?? status}]`;
  if (name === 'TimeoutError' || name === 'AbortError')
    return `object storage (${place}) did not answer in time (S3_ENDPOINT)`;
  if (code) return `object storage (${place}) cannot be reached: ${code} (S3_ENDPOINT)`;
  return `object storage (${place}) failed: ${name ?? 'error'}${status ? ` (HTTP ${status})` : ''}`;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}
