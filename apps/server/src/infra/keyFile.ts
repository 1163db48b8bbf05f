import { readFileSync } from 'node:fs';

/**
 * A signing key that an earlier version kept in a file under DATA_DIR/secrets/, or undefined when
 * there is none. It becomes the database's key on the first start after an upgrade, so links handed
 * out before the upgrade keep working (infra/signingKeys.ts).
 */
export function readKeyFile(file: string): Buffer | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length < 32) throw new Error(`${file}: the key is too short`);
  return key;
}
