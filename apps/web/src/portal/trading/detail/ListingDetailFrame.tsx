import { Suspense, useCallback, type ReactNode } from 'react';
import { LoadingShapes } from '../../../components/LoadingShapes';
import { Link, Navigate } from 'react-router';
import { listingDetailPath, type ListingDetail, type ListingForm } from '@jhy/contract';
import { PortalBreadcrumb } from '../../../components/PortalBreadcrumb';
import { useListingDetail } from '../api/tradingQueries';
import { TRADING_CENTER_PATH } from '../tradingPaths';
import { useListingId } from './useListingId';
import { BuyerPanel, ListingResult } from '../../bidding';
import { lazyWithAntd } from '../../../app/lazyWithAntd';

// antd's Result loads only for a listing that is not there: a found listing's first render draws
// no antd component (docs/performance.md "Plain markup on first screens").
const NotFoundResult = lazyWithAntd(() =>
  import('../../../components/NotFoundResult').then((module) => ({ default: module.NotFoundResult })),
);

/**
 * What both listing detail pages share: the breadcrumb, the not-found answer for a missing or
 * withdrawn listing, and the loading state. `children` draws the listing once it is there. A
 * listing is shown by the one page of its form (`listingDetailPath`): an address that names the
 * other page (an old link, a hand-typed id) is replaced by it, so one listing never reads two ways.
 */
export function ListingDetailFrame({
  form,
  children,
}: {
  form: ListingForm;
  children: (listing: ListingDetail) => ReactNode;
}) {
  const id = useListingId();
  const detail = useListingDetail(id);
  const { refetch } = detail;
  const refetchDetail = useCallback(() => void refetch(), [refetch]);
  return (
    <div className="jhy-container trading-detail">
      <PortalBreadcrumb
        className="trading-breadcrumb"
        steps={[{ label: '交易中心', to: TRADING_CENTER_PATH }, { label: '项目详情' }]}
      />
      {id === undefined || detail.isError ? (
        <Suspense fallback={null}>
          <NotFoundResult title="挂牌项目不存在或已下架" extra={<Link to={TRADING_CENTER_PATH}>返回交易中心</Link>} />
        </Suspense>
      ) : detail.isPending ? (
        <LoadingShapes kind="lines" count={12} />
      ) : detail.data.form_type !== form ? (
        <Navigate to={listingDetailPath(detail.data)} replace />
      ) : (
        <>
          {/* The buyer's action and state first: on a phone the detail runs for many screens. */}
          <BuyerPanel listing={detail.data} onListingChanged={refetchDetail} />
          {children(detail.data)}
          <ListingResult listing={detail.data} />
        </>
      )}
    </div>
  );
}
