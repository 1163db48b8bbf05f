import { Link } from 'react-router';
import { useConfirmationDownload } from './api/dealQueries';
import { dealVerifyPath } from './dealPaths';
import '../../components/portalButton.css';

/**
 * 下载成交确认书: for the buyer and the seller of a listing sold on the platform. A plain button: it
 * shows in 我的报名与竞价, which draws no antd (docs/performance.md "The pages a bidder opens").
 */
export function ConfirmationDownload({ listingId, size }: { listingId: number; size?: 'small' | 'middle' }) {
  const download = useConfirmationDownload();
  return (
    <button
      type="button"
      className={`portal-button portal-button--outlined${size === 'small' ? ' portal-button--small' : ''}`}
      disabled={download.isPending}
      aria-busy={download.isPending || undefined}
      onClick={() => download.mutate(listingId)}
    >
      下载成交确认书
    </button>
  );
}

/** A personal-center row's 成交确认书: its download, and the verification number linked to its check. */
export function ConfirmationWithNumber({ listingId, confirmationNo }: { listingId: number; confirmationNo: string }) {
  return (
    <div>
      <ConfirmationDownload listingId={listingId} size="small" />
      <div className="buyer-panel__due">
        验证编号 <Link to={dealVerifyPath(confirmationNo)}>{confirmationNo}</Link>
      </div>
    </div>
  );
}
