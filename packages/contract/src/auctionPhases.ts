/** What the bidding room reads of an auction, without zod (the schemas are in auction.ts). */
/** Where an auction stands at an instant (computed from the clock, never stored). */
export const AUCTION_PHASE = {
  pending: '未开始',
  free: '自由报价期',
  timed: '限时报价期',
  paused: '已暂停',
  ended: '已结束',
  cancelled: '已终止',
} as const;
export type AuctionPhase = keyof typeof AUCTION_PHASE;

/**
 * Splits what an SSE stream sent so far into its complete events (`id:`, `event:` and `data:` lines) and the
 * unfinished rest, which the next chunk completes. Comment lines and the `retry:` line are skipped.
 */
export function takeSseEvents(buffer: string): {
  events: Array<{ id: string; event: string; data: string }>;
  rest: string;
} {
  const events: Array<{ id: string; event: string; data: string }> = [];
  let rest = buffer;
  let cut;
  while ((cut = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, cut);
    rest = rest.slice(cut + 2);
    const id = /^id: (.*)$/m.exec(block)?.[1] ?? '';
    const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
    const data = /^data: (.*)$/m.exec(block)?.[1];
    // A state carries its version as id; `waiting` (before the auction exists) has none.
    if (data && (id !== '' || event === 'waiting')) events.push({ id, event, data });
  }
  return { events, rest };
}
