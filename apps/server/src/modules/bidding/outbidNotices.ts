import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { claimOutbidNotice } from './auctionRepository.js';
import { notifyUser, quoted } from '../messages/notifyUser.js';

/**
 * At most one outbid notice per bidder and auction in this long (docs/bidding.md "Notices"): in a
 * busy 限时报价期 a bidder is outbid many times a minute; one message a minute says it, and the
 * SMS gateway is not flooded.
 */
export const OUTBID_NOTICE_INTERVAL_MS = 60_000;

export interface Outbid {
  /** The registration that led before the bid (and no longer does). */
  registrationId: number;
  /** The bid's instant (the server's clock, read under the auction's lock). */
  at: Date;
}

/**
 * Outbid notices (docs/bidding.md "Notices"), sent after the bid's commit, never inside its
 * transaction: the bid's answer does not wait for them, and a notice that fails never touches the
 * bid. Coalesced in the database, so also across instances: the notice is written only by the
 * transaction whose update moves the registration's `outbid_noticed_at` forward from at least
 * OUTBID_NOTICE_INTERVAL_MS ago (or from never), in the same transaction as the message.
 */
export class OutbidNotices {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Starts the notice and returns at once. */
  send(outbid: Outbid): void {
    const work = this.write(outbid)
      .catch((error: unknown) => this.log?.warn({ err: error, outbid }, 'outbid notice failed'))
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  /** Resolves when every notice started so far is written (tests; shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private async write({ registrationId, at }: Outbid): Promise<void> {
    const since = new Date(at.getTime() - OUTBID_NOTICE_INTERVAL_MS);
    await this.db.transaction(async (tx) => {
      const claimed = await claimOutbidNotice(tx, registrationId, at, since);
      if (!claimed) return;
      await notifyUser(tx, claimed.userId, {
        kind: 'auction.outbid',
        record: 'registration',
        recordId: registrationId,
        title: `您在${quoted(claimed.productName)}网络竞价中的出价已被超越`,
        body: '当前处于限时报价期，请进入竞价室查看最新价格并决定是否继续出价。',
        optional: 'outbidNotice',
      });
    });
  }
}

const registry = new WeakMap<object, OutbidNotices>();
/** The app's outbid notices (tests wait for them with `idle()`). */
export const outbidNoticesOf = (app: object): OutbidNotices | undefined => registry.get(app);
export const registerOutbidNotices = (app: object, notices: OutbidNotices): void => void registry.set(app, notices);
