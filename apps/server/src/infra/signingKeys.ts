import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Db } from '../db/client.js';
import { readKeyFile } from './keyFile.js';
import { keepSigningKey } from './signingKeyRepository.js';

/** Each kind of signed link has its own key, so a signature made for one never opens another. */
export const LINK_KINDS = ['private-upload-links', 'attachment-links', 'deal-confirmations'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/**
 * The keys of the server's signed links, read once at start. They live in the database
 * (`signing_keys`), so every server instance of one deployment signs and checks with the same key
 * and a link issued by one opens on another (docs/deployment.md "Several instances"); a restart keeps
 * them, so issued links survive it. The first start makes each key: from the key file an earlier
 * version kept under DATA_DIR/secrets/ when there is one, else 32 random bytes.
 */
export class SigningKeys {
  private constructor(private readonly keys: ReadonlyMap<LinkKind, Buffer>) {}

  static async load(db: Db, dataDir: string): Promise<SigningKeys> {
    const keys = new Map<LinkKind, Buffer>();
    for (const kind of LINK_KINDS) {
      const proposed = readKeyFile(path.join(dataDir, 'secrets', `${kind}.key`)) ?? randomBytes(32);
      keys.set(kind, Buffer.from(await keepSigningKey(db, kind, proposed.toString('base64')), 'base64'));
    }
    return new SigningKeys(keys);
  }

  key(kind: LinkKind): Buffer {
    return this.keys.get(kind)!;
  }
}
