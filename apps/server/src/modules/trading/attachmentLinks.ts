import { createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { ATTACHMENT_LINK_LIFETIME_SECONDS } from '@jhy/contract';
import { loadOrCreateKeyFile } from '../../infra/keyFile.js';

/** What a link opens: one disclosure file of one listing, as it was when the link was issued. */
export interface AttachmentRef {
  listingId: number;
  index: number;
  src: string;
}

/**
 * Short-lived signed links to disclosure attachments (DESIGN.md: "only to logged-in users,
 * enforced by the server"). A logged-in user asks for a link; the link itself carries no token —
 * a browser opens it as a plain download — so it must prove it was issued by us, recently: an
 * HMAC over the file and the expiry, with a secret only the server knows. A link leaked from
 * the browser's history stops working after its lifetime, and one issued for a file that the
 * owner has since replaced no longer matches.
 */
export class AttachmentLinks {
  private secret?: Buffer;

  constructor(
    private readonly dataDir: string,
    private readonly lifetimeSeconds = ATTACHMENT_LINK_LIFETIME_SECONDS,
  ) {}

  async issue(ref: AttachmentRef, now: Date): Promise<{ expires: number; signature: string }> {
    const expires = Math.floor(now.getTime() / 1000) + this.lifetimeSeconds;
    return { expires, signature: await this.sign(ref, expires) };
  }

  async verify(ref: AttachmentRef, expires: number, signature: string, now: Date): Promise<boolean> {
    const expected = Buffer.from(await this.sign(ref, expires), 'base64url');
    const given = Buffer.from(signature, 'base64url');
    const authentic = given.length === expected.length && timingSafeEqual(given, expected);
    return authentic && now.getTime() <= expires * 1000;
  }

  private async sign(ref: AttachmentRef, expires: number): Promise<string> {
    const key = this.key();
    return createHmac('sha256', key)
      .update(`${ref.listingId}\n${ref.index}\n${ref.src}\n${expires}`)
      .digest('base64url');
  }

  /** The secret lives in DATA_DIR, made once, so links stay valid across a restart. */
  private key(): Buffer {
    this.secret ??= loadOrCreateKeyFile(path.join(this.dataDir, 'secrets', 'attachment-links.key'));
    return this.secret;
  }
}
