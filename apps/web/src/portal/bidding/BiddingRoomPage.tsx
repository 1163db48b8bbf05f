import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  AUCTION_PHASE,
  formatWan,
  isStepAbove,
  moneyText,
  moneyUnits,
  parseMoney,
  REGISTRATION,
  type AuctionView,
  type BidView,
} from '@jhy/contract';
import { formatChinaSeconds, formatChinaTime } from '../../components/chinaTime';
import { ConfirmButton } from '../../components/ConfirmButton';
import { EmptyState } from '../../components/EmptyState';
import { LoadingShapes } from '../../components/LoadingShapes';
import { NoticeBox } from '../../components/NoticeBox';
import { PlainTable, type PlainColumn } from '../../components/PlainTable';
import { StatusTag as Tag } from '../../components/StatusTag';
import { useAuctionState, useListingStanding, usePlaceBid } from './api/biddingQueries';
import { awaitsDeposit, DepositPayment } from './DepositPayment';
import { useAuctionStream, type LiveState, type WaitingState } from './api/auctionStream';
import '../../components/portalButton.css';
import './bidding.css';
import { useAppMessage } from '../../app/feedback';

const PHASE_COLOR = {
  pending: 'default',
  free: 'blue',
  timed: 'orange',
  paused: 'red',
  ended: 'default',
  cancelled: 'default',
} as const;

const wan = (amount: string) => (amount ? formatWan(amount) : '—');

/** The history's columns: the caller's own bids say so beside their 竞价号. */
const HISTORY_COLUMNS: PlainColumn<BidView>[] = [
  { key: 'bidder_code', title: '竞价号', render: (bid) => (bid.mine ? `${bid.bidder_code}（我）` : bid.bidder_code) },
  { key: 'amount', title: '出价', render: (bid) => wan(bid.amount) },
  { key: 'placed_at', title: '时间', render: (bid) => formatChinaSeconds(bid.placed_at) },
];

/**
 * The newer of the answered state and the streamed one. The stream is the room's public state; the
 * caller's place in it is read from what the server says — who leads (`leader_code`), whether the
 * room takes bids (`closed_reason`) — against the caller's own 竞价号, never worked out from the history.
 */
function merge(base: AuctionView, streamed: LiveState | null): AuctionView {
  const live = streamed?.view;
  if (!live || live.version < base.version) return base;
  const code = base.me.bidder_code;
  const mine = live.history.filter((bid) => bid.bidder_code === code && code !== '');
  const best = mine.length ? mine[0]!.amount : base.me.best;
  return {
    ...live,
    history: live.history.map((bid) => ({ ...bid, mine: code !== '' && bid.bidder_code === code })),
    me: {
      bidder_code: code,
      can_bid: code !== '' && live.closed_reason === '',
      leading: code !== '' && live.leader_code === code,
      best,
      result: base.me.result,
    },
  };
}

/**
 * The page's clock, four times a second. Only the countdowns read it, each a small component of its
 * own: were the whole room drawn again at every tick, a slow phone would be busy for as long as the
 * room is open (Lighthouse's TBT, docs/performance.md "The pages a bidder opens").
 */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Time left as the server said it (`remaining_ms`, or until the opening before it), less what has
 * passed on this page since the answer arrived; it stands still while the room is paused.
 */
function RoomCountdown({ view, receivedAt }: { view: AuctionView; receivedAt: number }) {
  const now = useNow();
  const elapsed = view.phase === 'paused' ? 0 : Math.max(0, now - receivedAt);
  const toOpening = view.phase === 'pending';
  const left = toOpening ? Date.parse(view.opens_at) - Date.parse(view.server_time) : view.remaining_ms;
  return (
    <>
      <span className="bidding-room__label">{toOpening ? '距开始' : '距结束'}</span>
      <strong className="bidding-room__countdown" data-testid="countdown">
        {view.phase === 'ended' || view.phase === 'cancelled'
          ? AUCTION_PHASE[view.phase]
          : formatRemaining(Math.max(0, left - elapsed))}
      </strong>
    </>
  );
}

/** The waiting room's countdown to the expected opening, by the server's clock. */
function WaitingCountdown({ waiting }: { waiting: WaitingState }) {
  const now = useNow();
  const { opens_at, server_time } = waiting.waiting;
  const left = Date.parse(opens_at) - Date.parse(server_time) - Math.max(0, now - waiting.receivedAt);
  return (
    <>
      <span className="bidding-room__label">{left > 0 ? '距开始' : '报名期已结束，正在开启竞价，请稍候'}</span>
      <strong className="bidding-room__countdown" data-testid="countdown">
        {left > 0 ? formatWait(left) : '即将开始'}
      </strong>
    </>
  );
}

function formatRemaining(msLeft: number) {
  const total = Math.ceil(msLeft / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** A wait of days reads '12 天 05:09:34'; under a day, as the auction's countdown. */
function formatWait(msLeft: number) {
  const days = Math.floor(Math.ceil(msLeft / 1000) / 86_400);
  return days > 0 ? `${days} 天 ${formatRemaining(msLeft - days * 86_400_000)}` : formatRemaining(msLeft);
}

/**
 * 竞价室 (docs/bidding.md "Bidding", "Live updates"): current price, a countdown that follows
 * extensions, quick bids of whole increments with a confirmation, the history by 竞价号 and the
 * caller's place; refusals (too low, too late, too fast) are the server's own words.
 */
export default function BiddingRoomPage() {
  const [params] = useSearchParams();
  const listingId = Number(params.get('listing_id'));
  const state = useAuctionState(listingId, Number.isInteger(listingId) && listingId > 0);
  const { live, waiting } = useAuctionStream(listingId);
  const view = state.data ? merge(state.data, live) : undefined;
  // The auction opened while the room waited: the stream's first state arrives, and the room asks
  // for its own place in it (its 竞价号) once.
  const opened = !state.data && live !== null;
  const askAgain = state.refetch;
  useEffect(() => {
    if (opened) void askAgain();
  }, [opened, askAgain]);
  const receivedAt =
    live && state.data && live.view.version >= state.data.version ? live.receivedAt : state.dataUpdatedAt;
  const message = useAppMessage();
  const placeBid = usePlaceBid();
  const [custom, setCustom] = useState<string | null>(null);
  // The stream is the room's public state: once it has ended, a bidder asks again for their own
  // outcome, which the server says once the auction is settled (each settlement is a new version).
  const awaitingOutcome = Boolean(view && view.phase === 'ended' && view.me.bidder_code && !view.me.result);
  const refetchState = state.refetch;
  const version = view?.version;
  useEffect(() => {
    if (awaitingOutcome) void refetchState();
  }, [awaitingOutcome, version, refetchState]);

  if (state.isPending)
    return (
      <div className="bidding-room">
        <LoadingShapes kind="lines" count={4} />
      </div>
    );
  if (!view && waiting) return <WaitingRoom listingId={listingId} waiting={waiting} />;
  if (state.isError || !view) {
    return (
      <div className="bidding-room bidding-room__none">
        <h1>暂无竞价</h1>
        <p>该项目尚未进入网络竞价</p>
      </div>
    );
  }
  const step = moneyUnits(view.increment);
  const minimum = moneyUnits(view.next_minimum);
  const maximum = moneyUnits(view.next_maximum);
  const quick = [0n, 1n, 4n]
    .map((k) => minimum + k * step)
    .filter((units) => units <= maximum)
    .map(moneyText);
  const send = (amount: string) =>
    placeBid
      .mutateAsync({ auction_id: view.id, amount })
      .then(({ msg }) => {
        void message.success(msg);
        setCustom(null);
      })
      .catch(() => undefined);
  const confirmTitle = (amount: string) => `确认出价 ${wan(amount)}？`;
  const customUnits = custom === null ? undefined : parseMoney(custom);
  const customValid = customUnits !== undefined && customUnits <= maximum && isStepAbove(customUnits, minimum, step);

  return (
    <div className="bidding-room">
      <header className="bidding-room__head">
        <h1>{view.product_name}</h1>
        <Tag color={PHASE_COLOR[view.phase]}>{AUCTION_PHASE[view.phase]}</Tag>
      </header>
      {view.me.result === 'won' && (
        <NoticeBox
          type="success"
          role="status"
          message={`竞得：您已成为本项目的受让方，成交价 ${wan(view.current_price)}`}
          description="您的保证金已转为价款。成交确认书可在项目详情页和个人中心“我的报名与竞价”下载。"
        />
      )}
      {view.me.result === 'lost' && (
        <NoticeBox
          type="info"
          role="status"
          message="未竞得：本项目已由其他竞买人受让"
          description="您的保证金将按规定退还，退还后可在个人中心“我的报名与竞价”查看。"
        />
      )}
      {view.phase === 'paused' && <NoticeBox type="warning" message={`竞价已暂停：${view.pause_reason || '请稍候'}`} />}
      <section className="bidding-room__board" aria-label="竞价信息">
        <div>
          <span className="bidding-room__label">当前最高价</span>
          <strong className="bidding-room__price" data-testid="current-price">
            {view.current_price ? wan(view.current_price) : `起始价 ${wan(view.start_price)}`}
          </strong>
        </div>
        <div>
          <RoomCountdown view={view} receivedAt={receivedAt} />
          <span className="bidding-room__hint">结束时间 {formatChinaSeconds(view.ends_at)}</span>
        </div>
        <div>
          <span className="bidding-room__label">加价幅度</span>
          <strong>{wan(view.increment)}</strong>
          <span className="bidding-room__hint">
            {formatChinaTime(view.timed_from)} 起进入限时报价期；最后 {view.extension_minutes} 分钟内出价将顺延
          </span>
        </div>
      </section>
      <section className="bidding-room__me" aria-label="我的竞价">
        {view.me.bidder_code ? (
          <>
            <span>
              我的竞价号 <strong>{view.me.bidder_code}</strong>
            </span>
            {view.me.result ? (
              <Tag color={view.me.result === 'won' ? 'green' : 'default'}>
                {view.me.result === 'won' ? '竞得' : '未竞得'}
              </Tag>
            ) : view.me.best ? (
              view.me.leading ? (
                <Tag color="green">当前领先</Tag>
              ) : (
                <Tag color="orange">已被超越</Tag>
              )
            ) : (
              <Tag>尚未出价</Tag>
            )}
            {view.me.best && <span>我的最高出价 {wan(view.me.best)}</span>}
          </>
        ) : (
          <span>您不是本项目的竞买人，可以观看竞价过程</span>
        )}
      </section>
      {view.me.can_bid && (
        <section className="bidding-room__bid" aria-label="出价">
          <span className="bidding-room__quick">
            {quick.map((amount) => (
              <ConfirmButton
                key={amount}
                title={confirmTitle(amount)}
                okText="确认出价"
                busy={placeBid.isPending}
                className="portal-button portal-button--primary"
                onConfirm={() => send(amount)}
              >
                出价 {wan(amount)}
              </ConfirmButton>
            ))}
          </span>
          <span className="bidding-room__custom">
            <span className="bidding-room__amount">
              <input
                aria-label="自定义出价（万元）"
                inputMode="decimal"
                placeholder={`不低于 ${wan(view.next_minimum)}`}
                value={custom ?? ''}
                onChange={(event) => setCustom(event.target.value.trim() === '' ? null : event.target.value.trim())}
              />
              <span aria-hidden="true">万元</span>
            </span>
            <ConfirmButton
              title={custom === null || !customValid ? '' : confirmTitle(custom)}
              okText="确认出价"
              disabled={custom === null || !customValid}
              onConfirm={() => custom !== null && send(custom)}
            >
              出价
            </ConfirmButton>
          </span>
          {custom !== null && !customValid && (
            <span className="bidding-room__warn">
              出价须在 {wan(view.next_minimum)} 至 {wan(view.next_maximum)} 之间，且为加价幅度的整数倍
            </span>
          )}
        </section>
      )}
      <section aria-label="出价记录">
        <h2>出价记录（共 {view.bid_count} 次）</h2>
        <PlainTable<BidView>
          label="列表（可左右滚动）"
          columns={HISTORY_COLUMNS}
          rows={view.history}
          rowKey={(bid) => bid.seq}
          rowClassName={(bid) => (bid.mine ? 'bidding-room__mine' : '')}
          empty={<EmptyState description="暂无数据" />}
        />
      </section>
      <Link to={`/main/TradingDetailTwo?id=${view.listing_id}`}>返回项目详情</Link>
    </div>
  );
}

/**
 * The room before its auction exists (docs/bidding.md "Live updates"): when bidding is expected to
 * open (the window's end, China time, to the second) and a countdown to it by the server's clock;
 * the stream stays open and the room becomes the auction when the close opens it. A buyer whose
 * deposit has not arrived sees where to pay it.
 */
function WaitingRoom({ listingId, waiting }: { listingId: number; waiting: WaitingState }) {
  const standing = useListingStanding(listingId, true);
  const { opens_at, product_name } = waiting.waiting;
  const mine = standing.data?.registrations.filter((r) => r.status !== REGISTRATION.codes.withdrawn) ?? [];
  const qualified = mine.find((r) => r.bidder_code);
  return (
    <div className="bidding-room">
      <header className="bidding-room__head">
        <h1>{product_name}</h1>
        <Tag>{AUCTION_PHASE.pending}</Tag>
      </header>
      <section className="bidding-room__board bidding-room__waiting" aria-label="竞价信息" role="status">
        <div>
          <strong className="bidding-opens">网络竞价将于 {formatChinaSeconds(opens_at)} 开始</strong>
          <WaitingCountdown waiting={waiting} />
          <span className="bidding-room__hint">
            报名期结束时有两家及以上合格竞买人即开始竞价；本页将自动进入竞价，无需刷新
          </span>
        </div>
      </section>
      {qualified && (
        <section className="bidding-room__me" aria-label="我的竞价">
          <span>
            我的竞价号 <strong>{qualified.bidder_code}</strong>
          </span>
        </section>
      )}
      {mine.filter(awaitsDeposit).map((registration) => (
        <section key={registration.id} aria-label="保证金交纳">
          <NoticeBox
            type="warning"
            message={`${registration.company_name}：保证金未到账，到账并经资格确认后方可参加竞价`}
          />
          <DepositPayment registration={registration} />
        </section>
      ))}
      <Link to={`/main/TradingDetailTwo?id=${listingId}`}>返回项目详情</Link>
    </div>
  );
}
