import { Suspense } from 'react';
import { Link } from 'react-router';
import { ENROLL_CODE, formatWan, type ListingDetail } from '@jhy/contract';
import { useBiddingHistory, useDealOfListing } from './api/dealQueries';
import { DealFacts } from './DealFacts';
import { dealVerifyPath } from './dealPaths';
import { lazyWithAntd } from '../../app/lazyWithAntd';

// antd's Table (with its Pagination and Select) loads only for a closed auction's bids: a listing's
// detail page does not carry it otherwise (docs/performance.md "First load").
const BidHistoryTable = lazyWithAntd(() =>
  import('./BidHistoryTable').then((module) => ({ default: module.BidHistoryTable })),
);

/**
 * A closed listing's public record (docs/bidding.md "The result"): the sale once its announcement is
 * published (the server answers it without the verification number, which stays with the parties'
 * 成交确认书), and the auction's bids by bidder code. A
 * listing closed otherwise (a deal staff recorded, no auction) shows neither.
 */
export function ListingResult({ listing }: { listing: ListingDetail }) {
  const closed = listing.enroll_status === ENROLL_CODE.dealt || listing.enroll_status === ENROLL_CODE.ended;
  const deal = useDealOfListing(listing.id, listing.enroll_status === ENROLL_CODE.dealt);
  const history = useBiddingHistory(listing.id, closed);
  if (!deal.data && !history.data) return null;
  return (
    <section className="detail-section listing-result" aria-label="成交结果与竞价记录">
      {deal.data && (
        <>
          <h2 className="detail-section__title listing-result__title">
            成交结果 {deal.data.no && <Link to={dealVerifyPath(deal.data.no)}>成交验证页</Link>}
          </h2>
          <DealFacts deal={deal.data} />
        </>
      )}
      {history.data && (
        <>
          <h2 className="detail-section__title listing-result__title">
            竞价记录（起始价 {formatWan(history.data.start_price)}，共 {history.data.bid_count} 次出价）
          </h2>
          <Suspense fallback={null}>
            <BidHistoryTable bids={history.data.bids} />
          </Suspense>
        </>
      )}
    </section>
  );
}
