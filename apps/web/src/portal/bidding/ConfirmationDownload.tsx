import { Button } from 'antd';
import { useConfirmationDownload } from './api/dealQueries';

/** 下载成交确认书: for the buyer and the seller of a listing sold on the platform. */
export function ConfirmationDownload({ listingId, size }: { listingId: number; size?: 'small' | 'middle' }) {
  const download = useConfirmationDownload();
  return (
    <Button size={size} type="primary" ghost loading={download.isPending} onClick={() => download.mutate(listingId)}>
      下载成交确认书
    </Button>
  );
}
