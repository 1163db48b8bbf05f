import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Popconfirm } from 'antd';
import { Link } from 'react-router';
import {
  AUCTION_PHASE,
  biddingMessages,
  ENROLL_CODE,
  formatAmount,
  REGISTRATION,
  type ListingDetail,
  type RegistrationView,
} from '@jhy/contract';
import { LoadingShapes } from '../../components/LoadingShapes';
import { ADD_COMPANY_PATH } from '../enterprises';
import { useAuctionState, useListingStanding, useWithdraw } from './api/biddingQueries';
import { RegistrationTags } from './RegistrationTags';
import { awaitsDeposit, BiddingOpensLine, DepositPayment } from './DepositPayment';
import { ConfirmationDownload } from './ConfirmationDownload';
import { dealVerifyPath } from './dealPaths';
import { useAppMessage } from '../../app/feedback';
import '../../components/portalButton.css';
import './bidding.css';

// The form, its upload field and antd's Form, Modal and Select load when a buyer opens it: most
// visitors of a listing only read it (docs/performance.md "First load").
const RegistrationDialog = lazy(() =>
  import('./RegistrationDialog').then((module) => ({ default: module.RegistrationDialog })),
);

/**
 * A logged-in user's corner of a listing's detail (docs/bidding.md): 我要报名 while the listing
 * enrols, a verified enterprise on the way, and the user's registrations on it with their deposit
 * and qualification. Loaded only for a logged-in user (BuyerPanel): a visitor's detail carries none
 * of its antd components (docs/performance.md "Plain markup on first screens").
 */
export default function SignedInBuyerPanel({
  listing,
  onListingChanged,
}: {
  listing: ListingDetail;
  onListingChanged: () => void;
}) {
  const standing = useListingStanding(listing.id, true);
  const [registering, setRegistering] = useState(false);
  // The standing is read after the listing: a sale settled between the two reads shows here first.
  // The listing is read again, so that its result (ListingResult) shows beside the confirmation.
  const soldSinceRead = Boolean(standing.data?.confirmation_no) && listing.enroll_status !== ENROLL_CODE.dealt;
  useEffect(() => {
    if (soldSinceRead) onListingChanged();
  }, [soldSinceRead, onListingChanged]);

  if (standing.isPending) return <LoadingShapes kind="lines" count={1} />;
  if (standing.isError) return null;
  const { registrations, can_register, reason, enterprises, enroll_files, confirmation_no, notice, contacts } =
    standing.data;
  if (registrations.length === 0 && listing.enroll_status !== ENROLL_CODE.enrolling && !confirmation_no) return null;
  return (
    <section className="buyer-panel" aria-label="意向受让">
      {confirmation_no && <SaleLine listingId={listing.id} no={confirmation_no} />}
      {registrations.map((registration) => (
        <RegistrationLine key={registration.id} registration={registration} />
      ))}
      {registrations.some((r) => r.status === REGISTRATION.codes.qualified) &&
        listing.enroll_status !== ENROLL_CODE.enrolling && <AuctionLink listingId={listing.id} />}
      {can_register ? (
        <button type="button" className="portal-button portal-button--primary" onClick={() => setRegistering(true)}>
          我要报名
        </button>
      ) : reason === biddingMessages.noVerifiedCompany ? (
        <span>
          {reason}{' '}
          <Link to={ADD_COMPANY_PATH} className="jhy-text-link">
            添加企业
          </Link>
        </span>
      ) : (
        registrations.length === 0 && <span>{reason}</span>
      )}
      {registering && (
        <Suspense fallback={null}>
          <RegistrationDialog
            listing={listing}
            enterprises={enterprises}
            asked={enroll_files}
            notice={notice}
            contacts={contacts}
            onClose={() => setRegistering(false)}
          />
        </Suspense>
      )}
    </section>
  );
}

/** For the buyer and the seller of a listing sold on the platform: the confirmation and its number. */
function SaleLine({ listingId, no }: { listingId: number; no: string }) {
  return (
    <span className="buyer-panel__line">
      <strong>本项目已成交</strong>
      <ConfirmationDownload listingId={listingId} size="small" />
      <span className="buyer-panel__due">
        验证编号 <Link to={dealVerifyPath(no)}>{no}</Link>
      </span>
    </span>
  );
}

/** 进入竞价室 once the window closed into an auction (the state answers 404 before). */
function AuctionLink({ listingId }: { listingId: number }) {
  const auction = useAuctionState(listingId);
  if (!auction.data) return null;
  const open = auction.data.phase !== 'ended';
  return (
    <span className="buyer-panel__line">
      <span>{open ? `网络竞价${AUCTION_PHASE[auction.data.phase]}` : '网络竞价已结束'}</span>
      {/* One link drawn as a button: a button inside a link is two tab stops for one action (axe nested-interactive). */}
      <Button type={open ? 'primary' : 'default'} href={`#/main/BiddingRoom?listing_id=${listingId}`}>
        {open ? '进入竞价室' : '查看竞价结果'}
      </Button>
    </span>
  );
}

function RegistrationLine({ registration }: { registration: RegistrationView }) {
  const message = useAppMessage();
  const withdraw = useWithdraw();
  return (
    <div className="buyer-panel__line">
      <strong>{registration.company_name}</strong>
      <RegistrationTags registration={registration} />
      <span className="buyer-panel__due">应缴保证金 {formatAmount(registration.deposit_due)}</span>
      <BiddingOpensLine registration={registration} />
      {registration.bidding_opens_at && (
        <Link to={`/main/BiddingRoom?listing_id=${registration.listing_id}`}>进入竞价室等候</Link>
      )}
      {registration.remark && <span className="buyer-panel__remark">意见：{registration.remark}</span>}
      {registration.withdrawable && (
        <Popconfirm
          title="确定撤回报名吗？"
          description="撤回后已交纳的保证金将退还"
          okText="撤回"
          cancelText="取消"
          // A refusal (the window has ended meanwhile) is said by the mutation's one error path.
          onConfirm={() =>
            withdraw
              .mutateAsync(registration.id)
              .then((msg) => void message.success(msg))
              .catch(() => undefined)
          }
        >
          <Button size="small" loading={withdraw.isPending}>
            撤回报名
          </Button>
        </Popconfirm>
      )}
      {awaitsDeposit(registration) && <DepositPayment registration={registration} />}
    </div>
  );
}
