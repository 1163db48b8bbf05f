import { buffer } from 'node:stream/consumers';
import type { FastifyReply } from 'fastify';
import {
  API,
  ATTACHMENT_LINK_LIFETIME_SECONDS,
  AUCTION,
  dealMessages,
  type BiddingHistory,
  type ConfirmationLink,
  type DealVerification,
  type MyDeal,
  type Page,
} from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { formatChinaDateTime } from '../../infra/chinaTime.js';
import { conflict, forbidden, notFound } from '../../infra/errors.js';
import { LinkSigner } from '../../infra/linkSigner.js';
import { TtlCache } from '../../infra/ttlCache.js';
import type { SigningKeys } from '../../infra/signingKeys.js';
import type { ConfirmationDocuments } from './confirmationDocuments.js';
import {
  closedAuctionHistory,
  findConfirmationByNo,
  findConfirmationOfListing,
  pageConfirmationsOfParty,
  type ConfirmationFound,
  type ConfirmationRow,
} from './settlementRepository.js';
import type { PageRequest } from '../../db/paging.js';

/** A kept 成交确认书 as it is sent: its bytes and their SHA-256. */
interface KeptBytes {
  sha256: string;
  bytes: Buffer;
}

/**
 * The result of a sale as the public and the two sides read it (docs/bidding.md "The result"): the
 * verification of a 成交确认书 by its number, the PDF through a short-lived signed link (the browser
 * downloads it without a token, like every private file), and a closed auction's bid record.
 */
export class DealResults {
  private readonly links: LinkSigner;
  /**
   * The bytes of the documents downloaded lately (a few dozen KB each), by number: a kept document
   * never changes, so a crowd downloading one link shares one lookup and one read, and is answered
   * from memory, leaving the database and the disk to everyone else (docs/bidding.md "The result").
   */
  private readonly recentDocuments = new TtlCache<KeptBytes>({ ttlMs: 10 * 60_000, maxEntries: 32 });

  constructor(
    private readonly db: Db,
    keys: SigningKeys,
    private readonly documents: ConfirmationDocuments,
    private readonly clock: () => Date,
  ) {
    this.links = new LinkSigner(keys.key('deal-confirmations'), ATTACHMENT_LINK_LIFETIME_SECONDS);
  }

  async verify(no: string): Promise<DealVerification> {
    const found = await findConfirmationByNo(this.db, no);
    if (!found) throw notFound(dealMessages.confirmationNotFound);
    // A deal from before documents were kept gets its document now, so the page can show the hash.
    const document = await this.documents.of(found.confirmation);
    return { ...verificationOf(found), document_sha256: document.sha256 };
  }

  /**
   * A listing's sale on the platform, as its detail page shows it: only once staff have published
   * the deal announcement (before, the same 404 as no sale, so nothing is read ahead of it), and
   * without the verification number, which stays with the parties' 成交确认书: listing ids are
   * sequential, and the number must not be collected by walking them (docs/bidding.md "The result").
   */
  async ofListing(listingId: number): Promise<DealVerification> {
    const row = await findConfirmationOfListing(this.db, listingId);
    const found = row && (await findConfirmationByNo(this.db, row.verificationNo));
    if (!found || found.newsPublished !== 1) throw notFound(dealMessages.noDeal);
    return { ...verificationOf(found), no: '', document_sha256: '' };
  }

  /**
   * The caller's sales, as seller or buyer: the personal center's 我的成交, where both sides find
   * their 成交确认书 (the deal messages link here).
   */
  async mine(userId: number, page: PageRequest): Promise<Page<MyDeal>> {
    const { rows, total } = await pageConfirmationsOfParty(this.db, userId, page);
    return { total, data: rows.map(({ confirmation, formType }) => myDealOf(confirmation, formType, userId)) };
  }

  /** A link to the PDF, for the seller or the buyer only. */
  async link(userId: number, listingId: number): Promise<ConfirmationLink> {
    const row = await findConfirmationOfListing(this.db, listingId);
    if (!row) throw notFound(dealMessages.noConfirmation);
    if (row.buyerUserId !== userId && row.sellerUserId !== userId) throw forbidden(dealMessages.notParty);
    await this.documents.of(row);
    const { expires, signature } = this.links.issue(row.verificationNo, this.clock());
    const query = new URLSearchParams({ no: row.verificationNo, expires: String(expires), signature });
    return {
      url: `${API.dealConfirmation}?${query}`,
      no: row.verificationNo,
      expires_at: formatChinaDateTime(new Date(expires * 1000)),
    };
  }

  async open(link: { no: string; expires: number; signature: string }, reply: FastifyReply): Promise<FastifyReply> {
    if (!this.links.verify(link.no, link, this.clock())) throw forbidden(dealMessages.linkExpired);
    // The kept bytes, the same at every download (docs/bidding.md "The result").
    const document = await this.recentDocuments.get(link.no, async () => {
      const found = await findConfirmationByNo(this.db, link.no);
      if (!found) throw notFound(dealMessages.confirmationNotFound);
      const kept = await this.documents.of(found.confirmation);
      const stored = await this.documents.read(kept);
      if (!stored) throw new Error(`the stored 成交确认书 ${link.no} (${kept.name}) is missing from the storage`);
      return { sha256: kept.sha256, bytes: await buffer(stored.body) };
    });
    const name = `成交确认书-${link.no}.pdf`;
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Length', document.bytes.length)
      .header(
        'Content-Disposition',
        `attachment; filename="${link.no}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .header('ETag', `"${document.sha256}"`)
      .send(document.bytes);
  }

  /** Every bid of a closed auction, newest first, with bidder codes only. */
  async history(listingId: number): Promise<BiddingHistory> {
    const found = await closedAuctionHistory(this.db, listingId);
    if (!found) throw notFound(dealMessages.historyNotFound);
    const { auction, bids } = found;
    if (!auction.closedAt || AUCTION.startsFrom('cancel', auction.state)) throw conflict(dealMessages.historyNotYet);
    return {
      listing_id: listingId,
      start_price: auction.startPrice,
      final_price: auction.currentPrice ?? '',
      bid_count: auction.bidCount,
      opens_at: auction.opensAt.toISOString(),
      closed_at: auction.closedAt.toISOString(),
      bids: bids.map((bid) => ({
        seq: bid.version,
        bidder_code: bid.bidderCode,
        amount: bid.amount,
        placed_at: bid.placedAt.toISOString(),
        mine: false,
      })),
    };
  }
}

/** The facts of a sale as the 成交确认书 prints them: what every view of it answers. */
function saleFacts(row: ConfirmationRow, formType: number) {
  return {
    no: row.verificationNo,
    listing_id: row.listingId,
    form_type: formType,
    product_id: row.productId,
    product_name: row.productName,
    method: row.method,
    seller_name: row.sellerName,
    buyer_name: row.buyerName,
    quantity: row.quantity,
    // The stored text, four decimals: the sale price exactly (docs/lifecycles.md "Money").
    price: row.price,
    dealt_at: formatChinaDateTime(row.dealtAt),
  };
}

function verificationOf({ confirmation: row, formType, newsPublished }: ConfirmationFound): DealVerification {
  return {
    announcement_id: newsPublished === 1 ? row.newsId : 0,
    document_sha256: row.documentSha256,
    ...saleFacts(row, formType),
  };
}

/** A sale as one of its parties reads it: which side they were on and who the other was. */
function myDealOf(row: ConfirmationRow, formType: number, userId: number): MyDeal {
  const role = row.sellerUserId === userId ? 'seller' : 'buyer';
  return {
    id: row.id,
    role,
    counterparty: role === 'seller' ? row.buyerName : row.sellerName,
    bidder_code: row.bidderCode,
    ...saleFacts(row, formType),
  };
}
