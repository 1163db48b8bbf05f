import type { AuctionView } from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { auctionMark } from './auctionRepository.js';
import { phaseAt, type AuctionService, type TakenBid } from './auctionService.js';
import type { AuctionRow } from './auctionRepository.js';

/** How often a watched auction is looked at for changes made elsewhere (another instance, the clock). */
export const FEED_POLL_MS = 1_000;

/**
 * Watchers written to in one go: a state reaches this many streams, then the event loop takes the
 * requests waiting (bids, above all) before the next this many (docs/auction-load.md "The live
 * feed's writes"). A write to a stream costs 20–40 µs of the kernel's time, so a thousand watchers
 * had held every bid back some 20–45 ms per accepted bid.
 */
export const FEED_SLICE = 100;

type Listener = (view: AuctionView) => void;

interface Room {
  listeners: Set<Listener>;
  mark: string;
  sent: number;
  /** The newest state sent: a bid taken here one version later is told from it without a read. */
  last: AuctionView | undefined;
  timer: NodeJS.Timeout;
  /** A look running now; a change told meanwhile makes one more look after it (`again`). */
  looking: Promise<void> | undefined;
  again: boolean;
  fanOut: SlicedFanOut<AuctionView>;
}

/**
 * Hands each new state to a set of listeners FEED_SLICE at a time, letting the event loop run
 * between slices (setImmediate). A state that arrives while one is being handed out replaces it for
 * the listeners not yet reached, and goes to the others after them: each listener gets states in
 * order, the newest always, and never one older than what it holds.
 */
export class SlicedFanOut<T> {
  private latest: T | undefined;
  /** The listeners not yet handed `latest`, in order. */
  private waiting: Array<(state: T) => void> = [];

  constructor(
    private readonly listeners: ReadonlySet<(state: T) => void>,
    private readonly slice = FEED_SLICE,
  ) {}

  send(state: T): void {
    this.latest = state;
    const writing = this.waiting.length > 0;
    const queued = new Set(this.waiting);
    for (const listener of this.listeners) if (!queued.has(listener)) this.waiting.push(listener);
    if (!writing) this.writeSlice();
  }

  /** Hands nothing more out (the room is closed). */
  stop(): void {
    this.waiting = [];
  }

  private writeSlice(): void {
    const state = this.latest as T;
    for (const listener of this.waiting.splice(0, this.slice)) {
      // A listener that left meanwhile is skipped.
      if (!this.listeners.has(listener)) continue;
      try {
        listener(state);
      } catch {
        // Costs that listener its state, not the others theirs: a stream that cannot be written to
        // is closed by its own connection's handlers.
      }
    }
    if (this.waiting.length > 0) setImmediate(() => this.writeSlice());
  }
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
      const listeners = new Set<Listener>();
      room = {
        listeners,
        mark: '',
        sent: -1,
        last: undefined,
        timer,
        looking: undefined,
        again: false,
        fanOut: new SlicedFanOut(listeners),
      };
      this.rooms.set(listingId, room);
      void this.look(listingId);
    }
    room.listeners.add(listener);
    return () => {
      room.listeners.delete(listener);
      if (room.listeners.size === 0) {
        clearInterval(room.timer);
        room.fanOut.stop();
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
  changed(listingId: number, taken?: TakenBid): void {
    const room = this.rooms.get(listingId);
    if (!room) return;
    // The bid right after the state the room holds: its new state is that one and this bid, sent
    // now without a read (the pool may be busy with the bids themselves).
    if (taken && room.last && taken.row.version === room.last.version + 1) {
      this.send(room, this.auctions.publicAfter(room.last, taken), this.markOf(taken.row));
      return;
    }
    void this.look(listingId);
  }

  close(): void {
    for (const room of this.rooms.values()) {
      clearInterval(room.timer);
      room.fanOut.stop();
    }
    this.rooms.clear();
  }

  /** What a look compares: a change of any of these is told to the room. */
  private markOf(row: Pick<AuctionRow, 'version' | 'state' | 'opensAt' | 'timedFrom' | 'endsAt'>): string {
    return `${row.version}|${row.state}|${row.endsAt.getTime()}|${phaseAt(row, this.clock())}`;
  }

  private send(room: Room, view: AuctionView, mark: string): void {
    // A look and a bid told at once may finish out of order: an older state never follows a newer one.
    if (view.version < room.sent) return;
    room.mark = mark;
    room.sent = view.version;
    room.last = view;
    room.fanOut.send(view);
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
      const mark = this.markOf(row);
      if (mark === room.mark) return;
      const view = await this.auctions.publicState(listingId);
      this.send(room, view, mark);
    } catch {
      // A failed look is retried at the next tick; watchers keep their last state.
    }
  }
}
