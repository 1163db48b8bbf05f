import type { AuctionRow } from './auctionRepository.js';

/** Auctions, and bidders of auctions, remembered at most; the oldest learned is forgotten first. */
const AUCTIONS_REMEMBERED = 1_000;
const BIDDERS_REMEMBERED = 20_000;

interface Line {
  /** The last bid's turn on this auction here: the next one starts when it settles. */
  tail: Promise<unknown>;
  /** Bids of this auction waiting or running here. */
  queued: number;
}

/** A qualified bidder of an auction, as read from the database. */
export interface KnownBidder {
  registrationId: number;
  /** The registration's 竞价号, as the room lists its bids. */
  bidderCode: string;
}

/**
 * What one server process knows of its live auctions, and the order it takes their bids in
 * (docs/bidding.md "Bidding"):
 *
 * - **One at a time per auction here.** A bid waits in memory for the one before it on the same
 *   auction to finish, so only one of this process's database connections at a time waits for the
 *   auction's row lock: two hundred bids at once no longer hold the whole pool while they queue,
 *   and the requests of everybody else (sessions, rooms, the feed) still find a connection. Across
 *   instances the row lock still orders them.
 * - **The newest committed row.** Learned from every locked read and every commit here, and only
 *   from them: it is a state the database held, so its price is at most today's (prices only rise;
 *   nothing but a bid writes one). A bid under its next minimum is too low, whatever happened
 *   since, and is answered without a transaction. A stale row lets a bid through to the locked
 *   judgement, never refuses one that judgement would take.
 * - **Qualified bidders.** A registration qualified when the window closed stays so while the
 *   auction runs (withdrawals and decisions end with the window, docs/lifecycles.md), so a positive
 *   answer is kept, with the registration's 竞价号: a known bidder's bid against the known row is
 *   stored by one statement without reading them again (AuctionService.takeAtKnownVersion).
 */
export class BidSequencer {
  private readonly lines = new Map<number, Line>();
  private readonly rows = new Map<number, AuctionRow>();
  private readonly bidders = new Map<string, KnownBidder>();

  /** Runs `task` after every earlier task of the same auction here has settled. */
  async inTurn<T>(auctionId: number, task: () => Promise<T>): Promise<T> {
    let line = this.lines.get(auctionId);
    if (!line) {
      line = { tail: Promise.resolve(), queued: 0 };
      this.lines.set(auctionId, line);
    }
    line.queued += 1;
    const turn = line.tail.then(task);
    line.tail = turn.catch(() => undefined);
    try {
      return await turn;
    } finally {
      line.queued -= 1;
      if (line.queued === 0) this.lines.delete(auctionId);
    }
  }

  /** The newest committed row of the auction known here, if any. */
  row(auctionId: number): AuctionRow | undefined {
    return this.rows.get(auctionId);
  }

  /** A committed row: kept when newer than the one known (a row read earlier never replaces it). */
  learn(row: AuctionRow): void {
    const known = this.rows.get(row.id);
    if (known && known.version > row.version) return;
    remember(this.rows, row.id, row, AUCTIONS_REMEMBERED);
  }

  bidder(auctionId: number, userId: number): KnownBidder | undefined {
    return this.bidders.get(`${auctionId}:${userId}`);
  }

  learnBidder(auctionId: number, userId: number, bidder: KnownBidder): void {
    remember(this.bidders, `${auctionId}:${userId}`, bidder, BIDDERS_REMEMBERED);
  }
}

/** Sets a key as the newest, forgetting the oldest beyond `bound`. */
function remember<K, V>(map: Map<K, V>, key: K, value: V, bound: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > bound) map.delete(map.keys().next().value as K);
}
