import { API, STORAGE_KEYS, type AuctionView } from '@jhy/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timedAuctionRoom } from '../../test/auctionFixtures';
import { renderRoute } from '../../test/renderRoute';
import { stubApi } from '../../test/stubApi';

const room = (values: Partial<AuctionView> = {}) => timedAuctionRoom(new Date('2026-04-01T09:05:00.000Z'), values);

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, 't0ken');
  localStorage.setItem(STORAGE_KEYS.userId, '7');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('竞价室', () => {
  it('shows the price, the history by 竞价号, the caller’s place, and bids after a confirmation', async () => {
    const { calls } = stubApi({
      [API.auctionState]: room(),
      [API.auctionBid]: room({
        current_price: '104.0000',
        next_minimum: '105.0000',
        version: 3,
        bid_count: 3,
        me: { bidder_code: '175204', can_bid: true, leading: true, best: '104.0000', result: '' },
      }),
    });
    renderRoute('/main/BiddingRoom?listing_id=5');
    expect(await screen.findByText('玛沁县大武镇集体林地经营权转让')).toBeInTheDocument();
    expect(screen.getByTestId('current-price')).toHaveTextContent('103 万元');
    expect(screen.getByText('限时报价期')).toBeInTheDocument();
    expect(screen.getByText('已被超越')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: '出价记录' });
    expect(within(history).getByText('175204（我）')).toBeInTheDocument();
    expect(within(history).getByText('482913')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '出价 104 万元' }));
    await userEvent.click(await screen.findByRole('button', { name: '确认出价' }));
    await waitFor(() => expect(screen.getByTestId('current-price')).toHaveTextContent('104 万元'));
    expect(screen.getByText('当前领先')).toBeInTheDocument();
    expect(calls.find((c) => c.path === API.auctionBid)?.body).toEqual({ auction_id: 3, amount: '104.0000' });
    expect(calls.some((c) => c.path === API.auctionEvents && c.params.get('listing_id') === '5')).toBe(true);
  });

  it('a watcher who is not a bidder sees the room without bid buttons', async () => {
    stubApi({
      [API.auctionState]: room({ me: { bidder_code: '', can_bid: false, leading: false, best: '', result: '' } }),
    });
    renderRoute('/main/BiddingRoom?listing_id=5');
    expect(await screen.findByText('您不是本项目的竞买人，可以观看竞价过程')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /出价 / })).toBeNull();
  });

  it.each([
    ['won', '竞得：您已成为本项目的受让方，成交价 104 万元', '您的保证金已转为价款'],
    ['lost', '未竞得：本项目已由其他竞买人受让', '您的保证金将按规定退还'],
  ] as const)('tells a bidder the outcome once the auction is settled (%s)', async (result, outcome, deposit) => {
    stubApi({
      [API.auctionState]: room({
        phase: 'ended',
        current_price: '104.0000',
        closed_reason: '竞价已结束，出价未被接受',
        remaining_ms: 0,
        me: { bidder_code: '175204', can_bid: false, leading: result === 'won', best: '104.0000', result },
      }),
    });
    renderRoute('/main/BiddingRoom?listing_id=5');
    expect(await screen.findByText(outcome)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(deposit))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /出价 / })).toBeNull();
  });

  it.each([
    ['stands still while staff have paused it', 'paused', '03:50'],
    ['runs down while it is open', 'timed', '03:45'],
  ] as const)('the countdown %s', async (_case, phase, after) => {
    // This page's clock and its ticks are the test's; the answer's time left is the server's.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    stubApi({ [API.auctionState]: room({ phase, remaining_ms: 230_000, pause_reason: '核对保证金到账情况' }) });
    renderRoute('/main/BiddingRoom?listing_id=5');
    await waitFor(() => expect(screen.getByTestId('countdown')).toHaveTextContent('03:50'));
    // Five seconds pass here: the time left less what passed, unless staff paused it.
    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByTestId('countdown')).toHaveTextContent(after);
  });

  it("counts down from the server's time left, not the browser's clock", async () => {
    // The browser's clock is a day ahead of the server's: the room still shows the server's 10 minutes.
    vi.useFakeTimers({ now: new Date('2026-04-02T09:05:00.000Z'), toFake: ['Date'] });
    stubApi({ [API.auctionState]: room({ remaining_ms: 600_000 }) });
    renderRoute('/main/BiddingRoom?listing_id=5');
    await waitFor(() => expect(screen.getByTestId('countdown')).toHaveTextContent('10:00'));
  });

  it('says so when the listing has no auction', async () => {
    stubApi({});
    renderRoute('/main/BiddingRoom?listing_id=9');
    expect(await screen.findByText('该项目尚未进入网络竞价')).toBeInTheDocument();
  });
});
