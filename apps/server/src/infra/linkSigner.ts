import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed link carries besides its address: when it stops working, and the proof we issued it. */
export interface LinkSignature {
  /** Unix seconds. */
  expires: number;
  signature: string;
}

/**
 * The one signer of every short-lived link the server hands out (private uploads, disclosure
 * attachments). A link itself carries no token — a browser opens it as a plain download — so it
 * proves it was issued by us, recently: an HMAC-SHA256 over what it opens (`subject`) and its
 * expiry, with a key that only the server knows. Each kind of link has its own key, kept in the
 * database and shared by every server instance (infra/signingKeys.ts).
 */
export class LinkSigner {
  constructor(
    private readonly key: Buffer,
    private readonly lifetimeSeconds: number,
  ) {}

  issue(subject: string, now: Date): LinkSignature {
    const expires = Math.floor(now.getTime() / 1000) + this.lifetimeSeconds;
    return { expires, signature: this.sign(subject, expires) };
  }

  /** True only for our signature of this very subject and expiry, before it has passed. */
  verify(subject: string, link: LinkSignature, now: Date): boolean {
    const expected = Buffer.from(this.sign(subject, link.expires), 'base64url');
    const given = Buffer.from(link.signature, 'base64url');
    const authentic = given.length === expected.length && timingSafeEqual(given, expected);
    return authentic && now.getTime() <= link.expires * 1000;
  }

  private sign(subject: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${subject}\n${expires}`).digest('base64url');
  }
}
