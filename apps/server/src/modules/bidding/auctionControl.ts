import { AUCTION, auctionMessages, type AuctionListQuery, type AuctionListRow, type Page } from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../infra/errors.js';
import { withAudit, type AuditActor } from '../audit/withAudit.js';
import { lockAuction, pageAuctions, type AuctionRow } from './auctionRepository.js';
import { phaseAt } from './auctionService.js';
import { auctionStateAt } from './listingTransaction.js';
import { moveAuction } from './transactionRepository.js';

const later = (instant: Date, ms: number) => new Date(instant.getTime() + ms);
const standing = (auction: AuctionRow) => ({
  state: auction.state,
  ends_at: auction.endsAt.toISOString(),
  pause_reason: auction.pauseReason,
});

/**
 * Staff's hand on a live auction (docs/bidding.md "Console"): a pause with a reason, which the room
 * shows and which refuses bids, and a resume. The time a pause lasts is given back: on resume the
 * end (and the timed period's start, if it was still ahead) moves later by the paused duration,
 * so no bidder loses minutes to it. Both move `version`, so every room hears them.
 */
export class AuctionControl {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async list(query: AuctionListQuery): Promise<Page<AuctionListRow>> {
    const now = this.clock();
    const { rows, total } = await pageAuctions(this.db, query);
    return {
      total,
      data: rows.map(({ auction, productName, leaderCode, leaderCompany }) => ({
        id: auction.id,
        listingId: auction.listingId,
        productName,
        state: auction.state as AuctionListRow['state'],
        phase: phaseAt(auction, now),
        currentPrice: auction.currentPrice ?? '',
        bidCount: auction.bidCount,
        endsAt: auction.endsAt.toISOString(),
        pauseReason: auction.pauseReason,
        leaderCode: leaderCode ?? '',
        leaderCompany: leaderCompany ?? '',
      })),
    };
  }

  /** Pauses an auction that is running (before its end); returns its listing. */
  pause(actor: AuditActor, input: { auction_id: number; reason: string }): Promise<number> {
    return this.act(actor, 'pause', input.auction_id, input.reason, (_auction, now) => ({
      pausedAt: now,
      pauseReason: input.reason,
    }));
  }

  /** Resumes a paused auction, giving back the time it stood still; returns its listing. */
  resume(actor: AuditActor, input: { auction_id: number }): Promise<number> {
    return this.act(actor, 'resume', input.auction_id, '', (auction, now) => {
      const pausedAt = auction.pausedAt ?? now;
      const stood = Math.max(0, now.getTime() - pausedAt.getTime());
      const shift = (instant: Date) => (instant > pausedAt ? later(instant, stood) : instant);
      return {
        pausedAt: null,
        pauseReason: '',
        opensAt: shift(auction.opensAt),
        timedFrom: shift(auction.timedFrom),
        endsAt: later(auction.endsAt, stood),
      };
    });
  }

  /** One step of the auction's table (AUCTION in the contract), checked on the locked row, audited. */
  private act(
    actor: AuditActor,
    op: 'pause' | 'resume',
    auctionId: number,
    remark: string,
    change: (auction: AuctionRow, now: Date) => Partial<AuctionRow>,
  ): Promise<number> {
    const action = `auction.${op}` as const;
    return withAudit(this.db, actor, { action, targetType: 'auction', targetId: auctionId, remark }, async (tx) => {
      const auction = await lockAuction(tx, auctionId);
      if (!auction) throw notFound(auctionMessages.auctionNotFound);
      const now = this.clock();
      if (!AUCTION.allows(auctionStateAt(auction, now), op)) throw conflict(AUCTION.refusals[op]);
      const after = await moveAuction(tx, auction, op, change(auction, now));
      return { before: standing(auction), after: standing(after), result: auction.listingId };
    });
  }
}
