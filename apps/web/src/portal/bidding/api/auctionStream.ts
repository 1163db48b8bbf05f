import { useEffect, useState } from 'react';
import { API, takeSseEvents, type AuctionView, type AuctionWaiting } from '@jhy/contract';
import { getToken } from '../../../api/session';

/** A streamed state and when it arrived (the countdown measures the server's clock from it). */
export interface LiveState {
  view: AuctionView;
  receivedAt: number;
}

/** Before the auction exists: when it is expected to open, and when that was said. */
export interface WaitingState {
  waiting: AuctionWaiting;
  receivedAt: number;
}

/** Waits before reconnecting: 2 s, then longer, at most 15 s. */
const retryDelay = (attempt: number) => Math.min(2_000 * 2 ** attempt, 15_000);

/**
 * The room's live state (docs/bidding.md "Live updates"): reads the SSE stream with `fetch`
 * (EventSource cannot send the `token` header), keeps the newest state by version, and on a
 * dropped connection reconnects with `Last-Event-ID` so nothing newer is missed. Before the auction
 * exists the stream says `waiting` (the expected start) and stays open; its first `state` is the
 * opened auction, so the room switches without a reload.
 */
export function useAuctionStream(listingId: number): { live: LiveState | null; waiting: WaitingState | null } {
  const [view, setView] = useState<LiveState | null>(null);
  const [waiting, setWaiting] = useState<WaitingState | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let lastId = '';
    let attempt = 0;
    const connect = async () => {
      while (!controller.signal.aborted) {
        try {
          const headers: Record<string, string> = { token: getToken() ?? '', accept: 'text/event-stream' };
          if (lastId) headers['last-event-id'] = lastId;
          const res = await fetch(`${API.auctionEvents}?listing_id=${listingId}`, {
            headers,
            signal: controller.signal,
          });
          if (!res.ok || !res.body) throw new Error(String(res.status));
          attempt = 0;
          const reader = res.body.getReader();
          const decoder = new TextDecoder();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            const { events, rest } = takeSseEvents(buffer + decoder.decode(value, { stream: true }));
            buffer = rest;
            for (const event of events) {
              if (event.event === 'waiting') {
                setWaiting({ waiting: JSON.parse(event.data) as AuctionWaiting, receivedAt: Date.now() });
                continue;
              }
              lastId = event.id;
              const next = { view: JSON.parse(event.data) as AuctionView, receivedAt: Date.now() };
              setView((current) => (current && current.view.version > next.view.version ? current : next));
            }
          }
        } catch {
          if (controller.signal.aborted) return;
        }
        await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt)));
        attempt += 1;
      }
    };
    void connect();
    return () => controller.abort();
  }, [listingId]);
  return { live: view, waiting };
}
