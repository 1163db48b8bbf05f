import { Table, type TableColumnsType } from 'antd';
import { wanText, type BidView } from '@jhy/contract';
import { formatChinaSeconds } from '../../components/chinaTime';

const bidColumns: TableColumnsType<BidView> = [
  { title: '竞价号', dataIndex: 'bidder_code' },
  { title: '出价（万元）', dataIndex: 'amount', render: (amount: string) => wanText(amount) },
  { title: '出价时间', dataIndex: 'placed_at', render: (time: string) => formatChinaSeconds(time) },
];

/** A closed auction's bids by bidder code, ten a page. */
export function BidHistoryTable({ bids }: { bids: BidView[] }) {
  return (
    <Table<BidView>
      rowKey="seq"
      size="small"
      columns={bidColumns}
      dataSource={bids}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: '无人出价' }}
    />
  );
}
