import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A 32-byte signing key kept in a file under DATA_DIR, made the first time it is asked for: links
 * the server signed stay valid across a restart, and every process of one deployment agrees.
 */
export function loadOrCreateKeyFile(file: string): Buffer {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    // 'wx': when two processes start at once, one writes and both read the same key.
    writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length < 32) throw new Error(`${file}: the key is too short`);
  return key;
}
