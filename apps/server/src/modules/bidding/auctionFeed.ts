import type { AuctionView } from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { auctionMark } from './auctionRepository.js';
import { phaseAt, type AuctionService } from './auctionService.js';

/** How often a watched auction is looked at for changes made elsewhere (another instance, the clock). */
export const FEED_POLL_MS = 1_000;

type Listener = (view: AuctionView) => void;

interface Room {
  listeners: Set<Listener>;
  mark: string;
  sent: number;
  timer: NodeJS.Timeout;
  /** A look running now; a change told meanwhile makes one more look after it (`again`). */
  looking: Promise<void> | undefined;
  again: boolean;
}

/**
 * The live feed of auction rooms (docs/bidding.md "Live updates"). One state read per change per
 * auction, whatever the number of watchers: a bid taken here is announced at once (`changed`); a
 * change made by another instance, a pause, or the end passing is noticed by a once-a-second look
 * at the auction's version, state, end and phase, while someone watches.
 */
export class AuctionFeed {
  private readonly rooms = new Map<number, Room>();

  constructor(
    private readonly db: Db,
    private readonly auctions: AuctionService,
    private readonly clock: () => Date,
  ) {}

  subscribe(listingId: number, listener: Listener): () => void {
    let room = this.rooms.get(listingId);
    if (!room) {
      const timer = setInterval(() => void this.look(listingId), FEED_POLL_MS);
      timer.unref();
      room = { listeners: new Set(), mark: '', sent: -1, timer, looking: undefined, again: false };
      this.rooms.set(listingId, room);
      void this.look(listingId);
    }
    room.listeners.add(listener);
    return () => {
      room.listeners.delete(listener);
      if (room.listeners.size === 0) {
        clearInterval(room.timer);
        this.rooms.delete(listingId);
      }
    };
  }

  /** Auctions looked at now: one poll each, whatever the number of their watchers. */
  get watchedAuctions(): number {
    return this.rooms.size;
  }

  /**
   * A bid was taken here: tell the room now. Bids taken while a look runs are told by one look
   * after it, whatever their number: a burst of bids costs two state reads, not one per bid, and
   * the newest state reaches the watchers (docs/bidding.md "Live updates").
   */
  changed(listingId: number): void {
    if (this.rooms.has(listingId)) void this.look(listingId);
  }

  close(): void {
    for (const room of this.rooms.values()) clearInterval(room.timer);
    this.rooms.clear();
  }

  /** One look at a time per room; asked during one, one more follows it. */
  private look(listingId: number): Promise<void> {
    const room = this.rooms.get(listingId);
    if (!room) return Promise.resolve();
    if (room.looking) {
      room.again = true;
      return room.looking;
    }
    room.looking = (async () => {
      do {
        room.again = false;
        await this.lookOnce(listingId, room);
      } while (room.again && this.rooms.get(listingId) === room);
      room.looking = undefined;
    })();
    return room.looking;
  }

  private async lookOnce(listingId: number, room: Room): Promise<void> {
    try {
      const row = await auctionMark(this.db, listingId);
      if (!row) return;
      // A committed row: bids another instance took are known here within a look (bidSequencer.ts).
      this.auctions.learn(row);
      const mark = `${row.version}|${row.state}|${row.endsAt.getTime()}|${phaseAt(row, this.clock())}`;
      if (mark === room.mark) return;
      room.mark = mark;
      const view = await this.auctions.publicState(listingId);
      // Two looks may finish out of order: an older state never follows a newer one.
      if (view.version < room.sent) return;
      room.sent = view.version;
      for (const listener of room.listeners) listener(view);
    } catch {
      // A failed look is retried at the next tick; watchers keep their last state.
    }
  }
}
