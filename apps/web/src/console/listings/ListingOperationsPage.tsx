import { useState, type ReactNode } from 'react';
import { Button, Input, Segmented, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import {
  CONSOLE_API,
  enrollStatusView,
  formatAmount,
  LISTING_TRANSACTION,
  listingConsoleMessages,
  NO_BUYER_EXTEND,
  type ListingOperation,
  type ListingOperationsRow,
} from '@jhy/contract';
import { ConfirmLink } from '../components/ConfirmLink';
import { ConsoleListTable } from '../components/ConsoleListTable';
import { ExportButton } from '../components/ExportButton';
import { useConsoleChange, useConsoleList } from '../components/consoleData';
import { DealModal, ExtendModal } from './ListingActionModals';
import { consoleTime } from '../consoleTime';

const ALL = 'all';
/** The enrol states of a public listing (docs/product.md §4); staff act on those still open (0–2). */
const ENROLL_FILTERS = [0, 1, 2, 3, 4].map((value) => ({ value, label: enrollStatusView(value).label }));
const TAG_COLOR: Record<string, string> = { orange: 'orange', green: 'green', grey: 'default', red: 'red' };
type StaffOperation = Extract<ListingOperation, 'recordDeal' | 'extend' | 'end'>;

/**
 * Why `op` is not offered on `listing`, or '' when it is: the contract's transition table
 * (LISTING_TRANSACTION, docs/lifecycles.md) decides, and its refusal is the reason shown — the
 * server checks the same table again when the action is sent. Extension also needs the owner's
 * choice of 延长信息披露.
 */
export function refusalOf(listing: ListingOperationsRow, op: StaffOperation): string {
  const state = listing.transaction_state;
  if (state === 'inReview') return listingConsoleMessages.notOperable;
  if (!LISTING_TRANSACTION.allows(state, op)) return LISTING_TRANSACTION.refusals[op];
  if (op === 'extend' && listing.potential_buyer !== NO_BUYER_EXTEND) return listingConsoleMessages.extendNotChosen;
  return '';
}

/** An action of a row: its button, or the same button disabled with the reason beside it on hover and focus. */
function RowAction({
  refusal,
  label,
  onClick,
  children,
}: {
  refusal: string;
  label: string;
  onClick?: () => void;
  children?: ReactNode;
}) {
  if (!refusal) {
    return (
      children ?? (
        <Button type="link" size="small" onClick={onClick}>
          {label}
        </Button>
      )
    );
  }
  return (
    <Tooltip title={refusal}>
      <Button type="link" size="small" disabled aria-label={`${label}（不可用：${refusal}）`}>
        {label}
      </Button>
    </Tooltip>
  );
}

/**
 * 挂牌项目运营 (admins): the public listings, and what only staff may do to them — record a deal
 * (已成交, counted in the deal statistics, a draft 成交公告 for an editor), end one (已结束), or
 * extend the disclosure of one whose owner chose 延长信息披露. Every act is audited by the server.
 */
export default function ListingOperationsPage() {
  const [query, setQuery] = useState<{ page: number; enroll_status: number | ''; product_name: string }>({
    page: 1,
    enroll_status: '',
    product_name: '',
  });
  const [dealing, setDealing] = useState<ListingOperationsRow | null>(null);
  const [extending, setExtending] = useState<ListingOperationsRow | null>(null);
  const [lastDeal, setLastDeal] = useState<{ name: string } | null>(null);
  const list = useConsoleList('listingOperations', CONSOLE_API.listingOperations, query);
  const refresh = ['listingOperations', 'listingQueue', 'dashboard'];
  const recordDeal = useConsoleChange(CONSOLE_API.listingRecordDeal, {
    refresh,
    failure: '登记失败',
    onDone: (result) => {
      setDealing(null);
      setLastDeal({ name: result.listing.product_name });
    },
  });
  const end = useConsoleChange(CONSOLE_API.listingEnd, { refresh });
  const extend = useConsoleChange(CONSOLE_API.listingExtend, {
    refresh,
    onDone: () => setExtending(null),
  });

  const columns: TableColumnsType<ListingOperationsRow> = [
    { title: '项目编号', dataIndex: 'product_id', responsive: ['xxl'] },
    { title: '产品名称', dataIndex: 'product_name' },
    { title: '挂牌企业', dataIndex: 'company_name', responsive: ['xxl'] },
    { title: '挂牌价格', dataIndex: 'price', render: (price: string) => formatAmount(price) },
    { title: '截止时间', dataIndex: 'end_time', render: consoleTime },
    {
      title: '报名状态',
      dataIndex: 'enroll_status',
      render: (status: number | null) => {
        const view = enrollStatusView(status ?? -1);
        return <Tag color={TAG_COLOR[view.color] ?? 'default'}>{view.label}</Tag>;
      },
    },
    {
      title: '操作',
      key: 'actions',
      render: (_value, listing) => (
        <Space size={4} wrap>
          <RowAction refusal={refusalOf(listing, 'recordDeal')} label="登记成交" onClick={() => setDealing(listing)} />
          {listing.potential_buyer === NO_BUYER_EXTEND && (
            <RowAction refusal={refusalOf(listing, 'extend')} label="延期" onClick={() => setExtending(listing)} />
          )}
          <RowAction refusal={refusalOf(listing, 'end')} label="结束">
            <ConfirmLink
              label="结束"
              danger
              title="结束后该项目不再接受报名，进行中的竞价随之终止，已到账的保证金转为待退还，且不能恢复。确定结束吗？"
              okText="确定结束"
              cancelText="取消"
              okButtonProps={{ danger: true }}
              onConfirm={() => end.mutateAsync({ id: listing.id })}
            />
          </RowAction>
        </Space>
      ),
    },
  ];

  return (
    <>
      {lastDeal && (
        <p className="jhy-console-notice" role="status">
          已记录「{lastDeal.name}」的成交，成交公告草稿已生成：
          <Link to="/console/content/news">前往资讯管理编辑发布</Link>
        </p>
      )}
      <div className="jhy-console-toolbar">
        <Segmented
          aria-label="按报名状态筛选"
          value={query.enroll_status === '' ? ALL : query.enroll_status}
          options={[{ value: ALL, label: '全部' }, ...ENROLL_FILTERS]}
          onChange={(value) => setQuery({ ...query, page: 1, enroll_status: value === ALL ? '' : Number(value) })}
        />
        <Input.Search
          allowClear
          enterButton="搜索"
          aria-label="搜索"
          placeholder="请输入产品名称"
          className="jhy-console-toolbar__search"
          onSearch={(name) => setQuery({ ...query, page: 1, product_name: name.trim() })}
        />
        <ExportButton
          path={CONSOLE_API.listingDealExport}
          body={{ product_name: query.product_name }}
          fileName="成交.xlsx"
          label="导出成交 Excel"
        />
      </div>
      <ConsoleListTable columns={columns} list={list} query={query} onQuery={setQuery} />
      <DealModal
        listing={dealing}
        saving={recordDeal.isPending}
        onClose={() => setDealing(null)}
        onSubmit={(values) => dealing && recordDeal.mutate({ id: dealing.id, ...values })}
      />
      <ExtendModal
        listing={extending}
        saving={extend.isPending}
        onClose={() => setExtending(null)}
        onSubmit={(values) => extending && extend.mutate({ id: extending.id, ...values })}
      />
    </>
  );
}
