import { useState } from 'react';
import { Button, Descriptions, Drawer, Input, Modal, Popconfirm, Segmented, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  CONSOLE_API,
  AUCTION,
  AUCTION_PHASE,
  formatWan,
  AUCTION_STATE,
  auctionMessages,
  type AuctionListRow,
  type AuctionState,
  type BidView,
} from '@jhy/contract';
import { consoleTime } from '../consoleTime';
import { TransactionAttention } from './TransactionAttention';
import { ConsoleListTable } from '../components/ConsoleListTable';
import { useConsoleChange, useConsoleList } from '../components/consoleData';
import { consoleApi } from '../consoleApi';
import { CONSOLE_QUERY_ROOT } from '../consoleQueries';
import { actionsColumn } from '../../components/tableColumns';

const LIST = 'auctions';
/** The console has no live stream (the portal's SSE needs a portal token): the watch view polls. */
const WATCH_INTERVAL_MS = 2_000;
const wan = (amount: string) => (amount ? formatWan(amount) : '—');
const PHASE_COLOR: Record<string, string> = {
  free: 'green',
  timed: 'orange',
  paused: 'red',
  ended: 'default',
  cancelled: 'default',
};

/** 网络竞价 (docs/bidding.md "Console"): every auction, newest first; watch one, pause it with a reason, resume it. */
export default function AuctionsPage() {
  const [query, setQuery] = useState<{ page: number; limit: number; state: AuctionState | '' }>({
    page: 1,
    limit: 20,
    state: '',
  });
  const [watching, setWatching] = useState<AuctionListRow | null>(null);
  const list = useConsoleList(LIST, CONSOLE_API.auctionList, query);
  const columns: TableColumnsType<AuctionListRow> = [
    { title: '挂牌项目', dataIndex: 'productName' },
    {
      title: '阶段',
      dataIndex: 'phase',
      width: 110,
      render: (phase: AuctionListRow['phase']) => <Tag color={PHASE_COLOR[phase]}>{AUCTION_PHASE[phase]}</Tag>,
    },
    { title: '当前最高价', dataIndex: 'currentPrice', width: 130, render: wan },
    { title: '出价次数', dataIndex: 'bidCount', width: 90 },
    {
      title: '领先竞买人',
      key: 'leader',
      render: (_, row) => (row.leaderCode ? `${row.leaderCode} ${row.leaderCompany}` : '—'),
    },
    { title: '结束时间', dataIndex: 'endsAt', width: 170, render: consoleTime },
    actionsColumn(90, (row) => (
      <Button size="small" onClick={() => setWatching(row)}>
        监看
      </Button>
    )),
  ];
  return (
    <>
      <TransactionAttention />
      <div className="jhy-console-toolbar">
        <Segmented
          aria-label="竞价状态"
          value={query.state}
          options={[
            { value: '', label: '全部' },
            ...Object.entries(AUCTION_STATE).map(([value, label]) => ({ value, label })),
          ]}
          onChange={(state) => setQuery({ ...query, page: 1, state: state as AuctionState | '' })}
        />
      </div>
      <ConsoleListTable columns={columns} list={list} query={query} onQuery={setQuery} />
      {watching && <AuctionWatch row={watching} onClose={() => setWatching(null)} />}
    </>
  );
}

const historyColumns: TableColumnsType<BidView> = [
  { title: '竞价号', dataIndex: 'bidder_code', width: 90 },
  { title: '竞买企业', dataIndex: 'company_name' },
  { title: '出价', dataIndex: 'amount', width: 120, render: wan },
  { title: '时间', dataIndex: 'placed_at', width: 170, render: consoleTime },
];

/** One room as staff see it (bidders' companies beside their codes), refreshed every 2 s, with pause and resume. */
function AuctionWatch({ row, onClose }: { row: AuctionListRow; onClose: () => void }) {
  const room = useQuery({
    queryKey: [CONSOLE_QUERY_ROOT, LIST, 'watch', row.listingId],
    queryFn: () => consoleApi.post(CONSOLE_API.auctionWatch, { listing_id: row.listingId }),
    refetchInterval: WATCH_INTERVAL_MS,
  });
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const pause = useConsoleChange(CONSOLE_API.auctionPause, { refresh: [LIST], onDone: () => setAsking(false) });
  const resume = useConsoleChange(CONSOLE_API.auctionResume, { refresh: [LIST] });
  const view = room.data;
  const running = view && AUCTION.allows(view.phase, 'pause');
  return (
    <Drawer open title={`竞价监看：${row.productName}`} width={760} onClose={onClose} loading={room.isPending}>
      {view && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label="阶段">{AUCTION_PHASE[view.phase]}</Descriptions.Item>
            <Descriptions.Item label="当前最高价">{wan(view.current_price)}</Descriptions.Item>
            <Descriptions.Item label="起始价">{wan(view.start_price)}</Descriptions.Item>
            <Descriptions.Item label="加价幅度">{wan(view.increment)}</Descriptions.Item>
            <Descriptions.Item label="限时报价期起">{consoleTime(view.timed_from)}</Descriptions.Item>
            <Descriptions.Item label="结束时间">{consoleTime(view.ends_at)}</Descriptions.Item>
            {view.pause_reason && <Descriptions.Item label="暂停原因">{view.pause_reason}</Descriptions.Item>}
          </Descriptions>
          <Space>
            {running && (
              <Button danger onClick={() => setAsking(true)}>
                暂停竞价
              </Button>
            )}
            {AUCTION.allows(view.phase, 'resume') && (
              <Popconfirm
                title="确认恢复竞价？"
                description="结束时间将按暂停时长顺延"
                okText="恢复"
                cancelText="取消"
                onConfirm={() => resume.mutate({ auction_id: view.id })}
              >
                <Button type="primary" loading={resume.isPending}>
                  恢复竞价
                </Button>
              </Popconfirm>
            )}
          </Space>
          <Table<BidView>
            rowKey="seq"
            size="small"
            columns={historyColumns}
            dataSource={view.history}
            pagination={false}
            locale={{ emptyText: '暂无出价' }}
            aria-label="出价记录"
          />
        </Space>
      )}
      <Modal
        open={asking}
        title="暂停竞价"
        okText="确认暂停"
        cancelText="取消"
        okButtonProps={{ danger: true, loading: pause.isPending, disabled: reason.trim() === '' }}
        onOk={() => view && pause.mutate({ auction_id: view.id, reason: reason.trim() })}
        onCancel={() => setAsking(false)}
      >
        <p>暂停期间竞买人不能出价，恢复时结束时间按暂停时长顺延。</p>
        <Input.TextArea
          aria-label="暂停原因"
          placeholder={auctionMessages.pauseReasonRequired}
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>
    </Drawer>
  );
}
