import { randomInt } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API } from '@jhy/contract';
import type { BiddingConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { auctions, dealConfirmations, listingRegistrations, registrationDeposits, users } from '../db/schema.js';
import { insertCertifiedOwner } from '../db/seed/certifiedOwner.js';
import { SessionStore } from '../infra/sessions.js';
import { closeDueWindows } from '../modules/bidding/closingService.js';
import { buyerTerms } from '../modules/bidding/buyerTerms.js';
import { createListing, createListingOwner } from './tradingFixtures.js';

export interface QualifiedBidder {
  userId: number;
  companyId: number;
  registrationId: number;
  code: string;
  companyName: string;
  token: string;
}

let sequence = 0;

/**
 * A buyer already through stage 1 (registration.test.ts proves that flow through the API): a user
 * with a verified enterprise, logged in, registered on the listing with the deposit received and
 * the qualification confirmed, under a distinct 竞价号.
 */
export async function qualifiedBidder(db: Db, listingId: number, status = 1): Promise<QualifiedBidder> {
  sequence += 1;
  const companyName = `测试竞买企业 ${sequence}`;
  const { userId, companyId } = await insertCertifiedOwner(db, {
    mobile: `136${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
    companyName,
  });
  const code = status === 1 ? String(100_000 + sequence) : '';
  const [registration] = await db
    .insert(listingRegistrations)
    .values({
      listingId,
      userId,
      companyId,
      companyName,
      contactName: '李竞',
      contactPhone: '13997001234',
      status,
      bidderCode: code,
    })
    .returning({ id: listingRegistrations.id });
  await db.insert(registrationDeposits).values({
    registrationId: registration!.id,
    provider: 'bank_transfer',
    amount: '10',
    paidOn: '2026-03-01',
    reference: `REF${sequence}`,
    recordedAt: new Date('2026-03-01T00:00:00Z'),
  });
  const token = await new SessionStore(db, 'user').open(userId, '127.0.0.1');
  return { userId, companyId, registrationId: registration!.id, code, companyName, token };
}

/** A bid through the portal's API, as the bidder's page places it. */
export function placeBid(app: FastifyInstance, bidder: { token: string }, auctionId: number, amount: number | string) {
  return app.inject({
    method: 'POST',
    url: API.auctionBid,
    payload: { auction_id: auctionId, amount },
    headers: { token: bidder.token },
  });
}

/**
 * A listing (priced 100 万元 unless `price` says otherwise) whose window ended at `end` and closed
 * 1 ms later into an auction with `bidders` qualified buyers (closing.test.ts proves the close
 * itself). `settings` are the bidding settings the auction opens with (periods, increment,
 * extension); the caller's clock should read `end` + 1 ms or later.
 */
export async function auctionWithBidders(
  db: Db,
  settings: BiddingConfig,
  options: { bidders: number; end: Date; price?: string; owner?: { userId: number; companyId: number } },
) {
  const owner = options.owner ?? (await createListingOwner(db));
  const listing = await createListing(db, owner, {
    startTime: new Date(options.end.getTime() - 30 * 24 * 60 * 60 * 1000),
    endTime: options.end,
    price: options.price ?? '100.00/万元',
    free: null,
  });
  const bidders: QualifiedBidder[] = [];
  for (let i = 0; i < options.bidders; i += 1) bidders.push(await qualifiedBidder(db, listing.id));
  await closeDueWindows(db, new Date(options.end.getTime() + 1), settings);
  const [auction] = await db.select().from(auctions).where(eq(auctions.listingId, listing.id));
  if (!auction) throw new Error('the window close opened no auction');
  return { listing, auction, bidders };
}

let loggedInUserNumbers = 0;

/**
 * `n` logged-in portal users with nothing else (watchers of a room), in one insert and one session
 * each: thousands in seconds, where signing up through the API (portalUsers.ts) hashes a password
 * per user.
 */
export async function loggedInUsers(db: Db, n: number): Promise<Array<{ userId: number; token: string }>> {
  // Numbers this process has not handed out before: two calls on one database never collide.
  const first = loggedInUserNumbers;
  loggedInUserNumbers += n;
  const rows: Array<{ id: number }> = [];
  // A few thousand rows an insert: PostgreSQL takes at most 65,535 parameters a statement.
  for (let from = 0; from < n; from += 5_000) {
    const mobiles = Array.from({ length: Math.min(5_000, n - from) }, (_, i) => from + i);
    rows.push(
      ...(await db
        .insert(users)
        .values(mobiles.map((i) => ({ mobile: `135${String(first + i).padStart(8, '0')}`, passwordHash: 'x' })))
        .returning({ id: users.id })),
    );
  }
  const sessions = new SessionStore(db, 'user');
  const out: Array<{ userId: number; token: string }> = [];
  for (const { id } of rows) out.push({ userId: id, token: await sessions.open(id, '127.0.0.1') });
  return out;
}

/** The deposit states of `bidders`' registrations, in registration order. */
export async function depositStatuses(db: Db, bidders: Array<{ registrationId: number }>): Promise<number[]> {
  const rows = await db
    .select({ status: registrationDeposits.status })
    .from(registrationDeposits)
    .where(
      inArray(
        registrationDeposits.registrationId,
        bidders.map((b) => b.registrationId),
      ),
    )
    .orderBy(asc(registrationDeposits.registrationId));
  return rows.map((row) => row.status);
}

/** The SHA-256 of the 竞买须知 in force: what a registration sends as `notice_sha256` (docs/bidding.md "Registration"). */
export async function currentNoticeSha256(db: Db): Promise<string> {
  return (await buyerTerms(db)).notice.sha256;
}

/** A sold listing as the confirmation's row names it: its id, seller and product. */
interface SoldListing {
  id: number;
  userId: number;
  companyName: string;
  productId: string;
  productName: string;
}

/** Records the 成交确认书 of `sold` to the buyer of `registrationId` (a sale of 100 万元 on 2026-06-01); its id. */
export async function insertDealConfirmation(
  db: Db,
  sold: SoldListing,
  buyer: { userId: number; registrationId: number },
  verificationNo: string,
): Promise<number> {
  const [row] = await db
    .insert(dealConfirmations)
    .values({
      verificationNo,
      listingId: sold.id,
      dealId: 0,
      newsId: 0,
      method: 1,
      registrationId: buyer.registrationId,
      buyerUserId: buyer.userId,
      buyerName: '受让企业',
      sellerUserId: sold.userId,
      sellerName: sold.companyName,
      productId: sold.productId,
      productName: sold.productName,
      price: '100',
      dealtAt: new Date('2026-06-01T00:00:00Z'),
    })
    .returning({ id: dealConfirmations.id });
  return row!.id;
}
