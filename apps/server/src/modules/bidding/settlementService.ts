import { randomInt } from 'node:crypto';
import { DEAL_METHOD, formatWan } from '@jhy/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client.js';
import { chinaDate } from '../../infra/chinaTime.js';
import { notifyUser, quoted } from '../messages/notifyUser.js';
import { writeDeal } from './dealWriter.js';
import { notifyDepositsReleased } from './depositNotices.js';
import { runPerListing } from './listingJobs.js';
import { auctionStateAt, endUnsold, lockListingFor, type ListingRow } from './listingTransaction.js';
import {
  endedAuctionListingIds,
  insertConfirmation,
  lockAuctionOfListingUnlessHeld,
  winningBid,
  type RegistrationRow,
} from './settlementRepository.js';
import { moveAuction, settleListingDeposits } from './transactionRepository.js';

/** Listings looked up per query. */
const BATCH = 20;
/** The verification number's random part: no 0/O/1/I, so it reads back unambiguously. */
const NO_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export interface SettledAuction {
  listingId: number;
  /** The verification number of the 成交确认书, '' when the auction had no bid. */
  verificationNo: string;
}

/** JHY + the China date + 8 random characters (32^8 ≈ 10^12: not to be guessed). */
export function newVerificationNo(dealtAt: Date): string {
  let random = '';
  for (let i = 0; i < 8; i += 1) random += NO_ALPHABET[randomInt(NO_ALPHABET.length)];
  return `JHY${chinaDate(dealtAt).replaceAll('-', '')}-${random}`;
}

/**
 * Settles every open auction whose end has passed (docs/bidding.md "The result"), each exactly once
 * and in a transaction of its own (docs/lifecycles.md "Jobs"): the auction row is locked unless a
 * bid or another runner holds it, then the listing, and both are moved by the transaction's table.
 * The highest bid of a still-qualified registration buys at its amount; without one, the listing
 * ends. Run by the window-close job, so also at start-up.
 */
export async function settleEndedAuctions(db: Db, now: Date, log?: FastifyBaseLogger): Promise<SettledAuction[]> {
  const run = await runPerListing(db, {
    job: 'settle',
    now,
    log,
    nextIds: (exclude) => endedAuctionListingIds(db, now, BATCH, exclude),
    act: (tx, listingId) => settleAuctionOf(tx, listingId, now),
  });
  return run.done;
}

async function settleAuctionOf(tx: Queryable, listingId: number, now: Date): Promise<SettledAuction | undefined> {
  const auction = await lockAuctionOfListingUnlessHeld(tx, listingId);
  if (!auction || auctionStateAt(auction, now) !== 'ended') return undefined;
  const { listing } = await lockListingFor(tx, listingId, 'settle', now);
  await moveAuction(tx, auction, 'settle', { closedAt: now });
  const winner = await winningBid(tx, auction.id);
  if (!winner) {
    await endWithoutBid(tx, listing, now);
    return { listingId, verificationNo: '' };
  }
  const verificationNo = await sell(tx, {
    listing,
    registration: winner.registration,
    price: winner.amount,
    method: DEAL_METHOD.auction,
    auctionId: auction.id,
    now,
    op: 'settle',
  });
  return { listingId, verificationNo };
}

export interface Sale {
  /** The listing, locked by the caller, whose transition to dealt it has checked. */
  listing: ListingRow;
  registration: RegistrationRow;
  /** 万元, the stored text: the deal row and the confirmation hold it exactly. */
  price: string;
  method: number;
  auctionId: number | null;
  now: Date;
  op: 'settle' | 'closeWindow';
}

/** The sale: deal row, draft announcement, listing dealt, deposits settled, the confirmation, and everyone told. */
export async function sell(tx: Queryable, sale: Sale): Promise<string> {
  const { listing, registration, now } = sale;
  const date = chinaDate(now);
  const { dealId, newsId } = await writeDeal(
    tx,
    listing,
    { transferee: registration.companyName, date, amount: sale.price, tradeTime: now },
    { staffId: null, now },
    sale.op,
  );
  const confirmation = await insertConfirmation(tx, {
    verificationNo: newVerificationNo(now),
    listingId: listing.id,
    dealId,
    newsId,
    method: sale.method,
    auctionId: sale.auctionId,
    registrationId: registration.id,
    buyerUserId: registration.userId,
    buyerName: registration.companyName,
    bidderCode: registration.bidderCode,
    sellerUserId: listing.userId,
    sellerName: listing.companyName || listing.transferName,
    productId: listing.productId,
    productName: listing.productName,
    quantity: listing.quantity,
    price: sale.price,
    dealtAt: now,
  });
  const released = await settleListingDeposits(tx, listing.id, registration.id, now);
  const name = quoted(listing.productName);
  const terms = `成交日期 ${date}，成交金额 ${formatWan(sale.price)}。`;
  await notifyUser(tx, listing.userId, {
    kind: 'listing.deal',
    record: 'deal',
    recordId: listing.id,
    title: `您的挂牌项目${name}已成交`,
    body: `${terms}成交确认书可在个人中心「我的成交」下载。`,
  });
  await notifyUser(tx, registration.userId, {
    kind: 'deal.won',
    record: 'deal',
    recordId: listing.id,
    title: `您已成为${name}的受让方`,
    body: `${terms}保证金已转为价款，成交确认书可在个人中心「我的成交」下载。`,
  });
  await notifyDepositsReleased(tx, released, `${name}已由其他竞买人受让`);
  return confirmation?.verificationNo ?? '';
}

/** An auction without a bid: the listing ends and every deposit is to be refunded. */
async function endWithoutBid(tx: Queryable, listing: ListingRow, now: Date): Promise<void> {
  const { released } = await endUnsold(tx, listing, 'settle', now);
  const name = quoted(listing.productName);
  await notifyUser(tx, listing.userId, {
    kind: 'listing.noBid',
    record: 'listing',
    recordId: listing.id,
    title: `您的挂牌项目${name}网络竞价无人出价，项目已结束`,
  });
  await notifyDepositsReleased(tx, released, `${name}网络竞价无人出价，项目已结束`);
}
