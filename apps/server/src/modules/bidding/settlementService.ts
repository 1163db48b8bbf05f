import { randomInt } from 'node:crypto';
import { DEAL_METHOD, fromUnits, toUnits } from '@jhy/contract';
import type { Db, Queryable } from '../../db/client.js';
import { chinaDate } from '../../infra/chinaTime.js';
import { writeDeal } from '../listings/listingOperations.js';
import { updateListing } from '../listings/listingReviewRepository.js';
import { notifyUser, quoted } from '../messages/notifyUser.js';
import type { AuctionRow } from './auctionRepository.js';
import {
  closeAuctionRow,
  findQualifiedRegistration,
  findRegistration,
  insertConfirmation,
  lockEndedAuctions,
  lockListingForDeal,
  settleDeposits,
} from './settlementRepository.js';

/** Auctions settled per transaction. */
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
 * Settles every open auction whose end has passed (docs/bidding.md "The result"), each exactly
 * once: the auction row is locked (a bid holding it is waited for, another runner's is skipped)
 * and closed in the transaction that writes its result. With a bid, the leader buys at the
 * current price; without one, the listing ends. Run by the window-close job, so also at start-up.
 */
export async function settleEndedAuctions(db: Db, now: Date): Promise<SettledAuction[]> {
  const done: SettledAuction[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const ended = await lockEndedAuctions(tx, now, BATCH);
      const results: SettledAuction[] = [];
      for (const auction of ended) results.push(await settleAuction(tx, auction, now));
      return results;
    });
    done.push(...batch);
    if (batch.length < BATCH) return done;
  }
}

async function settleAuction(tx: Queryable, auction: AuctionRow, now: Date): Promise<SettledAuction> {
  await closeAuctionRow(tx, auction, now);
  const leader =
    auction.leaderRegistrationId === null ? undefined : await findRegistration(tx, auction.leaderRegistrationId);
  if (!leader || auction.currentPrice === null) {
    await endUnsold(tx, auction.listingId, now);
    return { listingId: auction.listingId, verificationNo: '' };
  }
  const verificationNo = await sell(tx, {
    listingId: auction.listingId,
    registration: leader,
    price: auction.currentPrice,
    method: DEAL_METHOD.auction,
    auctionId: auction.id,
    now,
  });
  return { listingId: auction.listingId, verificationNo };
}

/**
 * The agreement transfer (协议转让): the window closed with one qualified buyer, who buys at the
 * listing price. Called by the window close in its own transaction. A listing without a price
 * (面议) is not sold here: the parties agree a price and staff record the deal (console).
 */
export async function settleAgreement(
  tx: Queryable,
  listingId: number,
  priceInWan: number,
  now: Date,
): Promise<string> {
  if (!(priceInWan > 0)) return '';
  const registration = await findQualifiedRegistration(tx, listingId);
  if (!registration) return '';
  return sell(tx, {
    listingId,
    registration,
    price: fromUnits(toUnits(priceInWan)),
    method: DEAL_METHOD.agreement,
    auctionId: null,
    now,
  });
}

interface Sale {
  listingId: number;
  registration: NonNullable<Awaited<ReturnType<typeof findRegistration>>>;
  /** 万元, four decimals. */
  price: string;
  method: number;
  auctionId: number | null;
  now: Date;
}

/** The sale: deal row, draft announcement, listing dealt, deposits settled, the confirmation, and everyone told. */
async function sell(tx: Queryable, sale: Sale): Promise<string> {
  const { registration, now } = sale;
  const listing = await lockListingForDeal(tx, sale.listingId);
  if (!listing || listing.closedStatus !== null) return '';
  const amount = Number(sale.price).toFixed(2);
  const date = chinaDate(now);
  const { dealId, newsId } = await writeDeal(
    tx,
    listing,
    { transferee: registration.companyName, date, amount, tradeTime: now },
    { staffId: null, now },
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
  const refunds = await settleDeposits(tx, listing.id, registration.id, now);
  const name = quoted(listing.productName);
  const terms = `成交日期 ${date}，成交金额 ${amount} 万元。`;
  await notifyUser(tx, listing.userId, {
    kind: 'listing.deal',
    record: 'listing',
    recordId: listing.id,
    title: `您的挂牌项目${name}已成交`,
    body: `${terms}成交确认书可在个人中心下载。`,
  });
  await notifyUser(tx, registration.userId, {
    kind: 'deal.won',
    record: 'registration',
    recordId: registration.id,
    title: `您已成为${name}的受让方`,
    body: `${terms}保证金已转为价款，成交确认书可在个人中心下载。`,
  });
  for (const other of refunds) {
    await notifyUser(tx, other.userId, {
      kind: 'deal.lost',
      record: 'registration',
      recordId: other.id,
      title: `${name}已由其他竞买人受让`,
      body: '您的保证金将按规定退还。',
    });
  }
  return confirmation?.verificationNo ?? '';
}

/** An auction without a bid: the listing ends and every deposit is to be refunded. */
async function endUnsold(tx: Queryable, listingId: number, now: Date): Promise<void> {
  const listing = await lockListingForDeal(tx, listingId);
  if (!listing || listing.closedStatus !== null) return;
  await updateListing(tx, listingId, { closedStatus: 4, closedAt: now });
  const refunds = await settleDeposits(tx, listingId, null, now);
  const name = quoted(listing.productName);
  await notifyUser(tx, listing.userId, {
    kind: 'listing.noBid',
    record: 'listing',
    recordId: listing.id,
    title: `您的挂牌项目${name}网络竞价无人出价，项目已结束`,
  });
  for (const other of refunds) {
    await notifyUser(tx, other.userId, {
      kind: 'deal.lost',
      record: 'registration',
      recordId: other.id,
      title: `${name}网络竞价无人出价，项目已结束`,
      body: '您的保证金将按规定退还。',
    });
  }
}
