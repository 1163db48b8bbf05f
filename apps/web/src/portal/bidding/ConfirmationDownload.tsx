import { Button } from 'antd';
import { Link } from 'react-router';
import { useConfirmationDownload } from './api/dealQueries';
import { dealVerifyPath } from './dealPaths';

/** 下载成交确认书: for the buyer and the seller of a listing sold on the platform. */
export function ConfirmationDownload({ listingId, size }: { listingId: number; size?: 'small' | 'middle' }) {
  const download = useConfirmationDownload();
  return (
    <Button size={size} type="primary" ghost loading={download.isPending} onClick={() => download.mutate(listingId)}>
      下载成交确认书
    </Button>
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
