import { Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ENROLL_CODE, type ListingDetail } from '@jhy/contract';
import { hasToken, rememberRedirectPath } from '../../api/session';
import { LoadingShapes } from '../../components/LoadingShapes';
import '../../components/portalButton.css';
import './bidding.css';
import { lazyWithAntd } from '../../app/lazyWithAntd';

const SignedInBuyerPanel = lazyWithAntd(() => import('./SignedInBuyerPanel'));

/**
 * The buyer's corner of a listing's detail (docs/bidding.md). A visitor sees 我要报名 while the
 * listing enrols, which goes to the login and comes back; a logged-in user sees SignedInBuyerPanel
 * (registering, their registrations, the auction), loaded only for them. Plain markup for the
 * visitor: the detail's first render draws no antd component (docs/performance.md "Plain markup on
 * first screens").
 */
export function BuyerPanel({ listing, onListingChanged }: { listing: ListingDetail; onListingChanged: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  if (hasToken()) {
    return (
      <Suspense fallback={<LoadingShapes kind="lines" count={1} />}>
        <SignedInBuyerPanel listing={listing} onListingChanged={onListingChanged} />
      </Suspense>
    );
  }
  if (listing.enroll_status !== ENROLL_CODE.enrolling) return null;
  return (
    <section className="buyer-panel" aria-label="意向受让">
      <span>登录并添加已认证企业后即可报名参与受让</span>
      <button
        type="button"
        className="portal-button portal-button--primary"
        onClick={() => {
          rememberRedirectPath(location.pathname + location.search);
          void navigate('/login');
        }}
      >
        我要报名
      </button>
    </section>
  );
}
