import { ATTACHMENT_LINK_LIFETIME_SECONDS } from '@jhy/contract';
import { LinkSigner, type LinkSignature } from '../../infra/linkSigner.js';
import type { SigningKeys } from '../../infra/signingKeys.js';

/** What a link opens: one disclosure file of one listing, as it was when the link was issued. */
export interface AttachmentRef {
  listingId: number;
  /** The listing's disclosure files, or the materials its registration asks for. */
  kind: 'disclosure' | 'enroll';
  index: number;
  src: string;
}

/**
 * Short-lived signed links to disclosure attachments, which only logged-in users may open, as the
 * server (not the page) enforces: a logged-in user asks for a link, the browser downloads through it. The
 * link signs the listing, the file's place and its address, so one issued for a file that the owner
 * has since replaced no longer matches; a link leaked from a browser's history stops working after
 * its lifetime.
 */
export class AttachmentLinks {
  private readonly signer: LinkSigner;

  constructor(keys: SigningKeys, lifetimeSeconds = ATTACHMENT_LINK_LIFETIME_SECONDS) {
    this.signer = new LinkSigner(keys.key('attachment-links'), lifetimeSeconds);
  }

  issue(ref: AttachmentRef, now: Date): LinkSignature {
    return this.signer.issue(subjectOf(ref), now);
  }

  verify(ref: AttachmentRef, link: LinkSignature, now: Date): boolean {
    return this.signer.verify(subjectOf(ref), link, now);
  }
}

const subjectOf = (ref: AttachmentRef) =>
  `${ref.listingId}\n${ref.kind === 'enroll' ? 'enroll:' : ''}${ref.index}\n${ref.src}`;
