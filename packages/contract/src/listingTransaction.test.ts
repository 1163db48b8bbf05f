import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lifeCycleMarkdown } from './lifeCycleDocument.js';
import { AUCTION, BID_REFUSALS, DEPOSIT, LISTING_TRANSACTION, REGISTRATION } from './listingTransaction.js';

describe('the transaction life cycles', () => {
  it('give every received deposit a way forward, and none out of converted; a refund only corrected', () => {
    expect(DEPOSIT.operationsFrom('received').sort()).toEqual(['convert', 'correct', 'release']);
    expect(DEPOSIT.operationsFrom('recorded').sort()).toEqual(['confirm', 'correct', 'release']);
    expect(DEPOSIT.operationsFrom('toRefund')).toEqual(['refund']);
    expect(DEPOSIT.operationsFrom('refundRecorded')).toEqual(['confirmRefund', 'correctRefund']);
    expect(DEPOSIT.operationsFrom('converted')).toEqual([]);
    // A confirmed refund is corrected (a new entry, confirmed again), never moved anywhere else.
    expect(DEPOSIT.operationsFrom('refunded')).toEqual(['correctRefund']);
    expect(DEPOSIT.transitions.correctRefund.to).toEqual(['refundRecorded']);
  });

  it('let staff end a listing in every state before its outcome, and extend it only before the close', () => {
    expect(LISTING_TRANSACTION.operationsFrom('auction').sort()).toEqual(['end', 'settle']);
    expect(LISTING_TRANSACTION.allows('auction', 'extend')).toBe(false);
    expect(LISTING_TRANSACTION.allows('dealt', 'end')).toBe(false);
    expect(LISTING_TRANSACTION.allows('ended', 'end')).toBe(false);
    expect(LISTING_TRANSACTION.allows('upcoming', 'recordDeal')).toBe(false);
  });

  it('name the stored codes each operation starts from and writes', () => {
    expect(DEPOSIT.fromCodes('release')).toEqual([5, 1]);
    expect(DEPOSIT.toCode('release')).toBe(3);
    expect(REGISTRATION.fromCodes('withdraw')).toEqual([0, 1]);
    expect(AUCTION.fromCodes('cancel')).toEqual(['open', 'paused']);
    expect(AUCTION.toCode('cancel')).toBe('cancelled');
    expect(() => LISTING_TRANSACTION.toCode('closeWindow')).toThrow();
  });

  it('have a Chinese refusal for every operation, and a bid refusal for every state that refuses bids', () => {
    for (const cycle of [LISTING_TRANSACTION, REGISTRATION, DEPOSIT, AUCTION]) {
      for (const op of cycle.operations) expect(cycle.refusals[op as never]).toMatch(/[\u4e00-\u9fa5]/);
    }
    for (const state of AUCTION.states) {
      expect(BID_REFUSALS[state] === '').toBe(AUCTION.allows(state, 'bid'));
    }
  });
});

describe('docs/lifecycles.md', () => {
  it('shows each life cycle as the contract declares it (diagram and table)', () => {
    const document = readFileSync(new URL('../../../docs/lifecycles.md', import.meta.url), 'utf8');
    const cycles = { LISTING_TRANSACTION, REGISTRATION, DEPOSIT, AUCTION };
    for (const [key, cycle] of Object.entries(cycles)) {
      const block = lifeCycleMarkdown(key, cycle as never);
      expect(document, `docs/lifecycles.md should hold, for ${key}:\n${block}`).toContain(block);
    }
  });
});

describe('the audit log’s words for deposits', () => {
  it('names every deposit status as DEPOSIT_STATUS does', async () => {
    const { DEPOSIT_STATUS } = await import('./bidding.js');
    const { auditValueText } = await import('./auditLabels.js');
    for (const [code, { label }] of Object.entries(DEPOSIT_STATUS)) {
      expect(auditValueText('registration', 'depositStatus', Number(code))).toBe(label);
    }
  });
});
