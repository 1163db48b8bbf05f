import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/** What a backup records of each file it writes: its size on disk and SHA-256. */
export interface WrittenFile {
  bytes: number;
  sha256: string;
}

/** A pass-through that counts and hashes what flows through it. */
export class DigestTap extends Transform {
  private readonly hash = createHash('sha256');
  bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.add(chunk);
    done(null, chunk);
  }

  add(chunk: Buffer): void {
    this.hash.update(chunk);
    this.bytes += chunk.length;
  }

  digest(): WrittenFile {
    return { bytes: this.bytes, sha256: this.hash.digest('hex') };
  }
}

/**
 * Writes `lines` to `file` as gzip-compressed text, one per line, as they come: the pipeline pulls
 * the next batch only when the file has taken the last, so memory holds one batch whatever the size.
 */
export async function writeGzipLines(file: string, lines: AsyncIterable<string[]>): Promise<WrittenFile> {
  await mkdir(path.dirname(file), { recursive: true });
  const tap = new DigestTap();
  async function* text() {
    for await (const batch of lines) if (batch.length > 0) yield `${batch.join('\n')}\n`;
  }
  await pipeline(Readable.from(text()), createGzip(), tap, createWriteStream(file, { mode: 0o600 }));
  return tap.digest();
}

/** The lines of a gzip-compressed text file, `batchSize` at a time, read as they are used. */
export async function* readGzipLines(file: string, batchSize: number): AsyncGenerator<string[]> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let batch: string[] = [];
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** The size and SHA-256 of a file, read as a stream. */
export async function digestOf(file: string): Promise<WrittenFile> {
  const tap = new DigestTap();
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) tap.add(chunk);
  return tap.digest();
}

/** Copies a stream into `file` (parents made), answering the size and SHA-256 of what it wrote. */
export async function copyToFile(body: Readable, file: string): Promise<WrittenFile> {
  await mkdir(path.dirname(file), { recursive: true });
  const tap = new DigestTap();
  await pipeline(body, tap, createWriteStream(file, { mode: 0o600 }));
  return tap.digest();
}
