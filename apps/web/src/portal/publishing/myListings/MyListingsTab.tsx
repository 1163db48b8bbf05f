import { useState } from 'react';
import { Button, Grid, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { auditStatusLabel, ENROLL_CODE, ENROLL_STATUS, formatAmount, type MyListingRow } from '@jhy/contract';
import { PersonalCenterTable } from '../../../components/PersonalCenterTable';
import { AddButton, PersonalCenterToolbar } from '../../../components/PersonalCenterToolbar';
import { usePagedSearch } from '../../shared/usePagedSearch';
import { useMyListings } from '../api/publishingQueries';
import { HANGING_FORM_PATH, LAUNCH_TRADING_GOODS_PATH } from '../publishingPaths';
import { ListingDialog, type ListingDialogState } from './ListingDialogs';
import './myListings.css';
import { actionsColumn } from '../../../components/tableColumns';

/** Review status colours (docs/product.md §4): waiting blue, passed green, not passed red. */
const AUDIT_COLOR: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'red' };

/** A deal or an ended listing is closed: the server refuses changes, so the page does not offer one. */
const closed = (listing: MyListingRow) =>
  listing.enroll_status === ENROLL_CODE.dealt || listing.enroll_status === ENROLL_CODE.ended;

/**
 * Where a published listing stands in its transaction (docs/lifecycles.md "Listing"): a closed one
 * reads as its outcome — 已成交, or 已结束（未成交） for every end without a sale — not as its review.
 */
function TradingStateTag({ listing }: { listing: MyListingRow }) {
  if (listing.enroll_status === ENROLL_CODE.dealt)
    return (
      <span className="my-listings__outcome">
        <Tag color="green">已成交</Tag>
        <Link to="/main/myAccount?tab=deals">查看成交</Link>
      </span>
    );
  if (listing.enroll_status === ENROLL_CODE.ended) return <Tag>已结束（未成交）</Tag>;
  if (listing.enroll_status === null) return null;
  return <Tag color="cyan">{ENROLL_STATUS[listing.enroll_status].label}</Tag>;
}

/**
 * The personal center's tab 3, 产品挂牌信息 (docs/product.md §2): the count, search by product name, publish,
 * the table of the user's own listings with their review status as 'status-type' (待审核-初审),
 * the reviewer's remark on a rejected one, view and edit; 4 a page, paged by the server.
 */
export function MyListingsTab() {
  const navigate = useNavigate();
  const search = usePagedSearch();
  const [dialog, setDialog] = useState<ListingDialogState | null>(null);
  const list = useMyListings({ page: search.page, productName: search.term });
  const wide = Grid.useBreakpoint().md ?? true;

  const status = (listing: MyListingRow) => (
    <div className="my-listings__status">
      {!closed(listing) && (
        <Tag color={AUDIT_COLOR[listing.audit_status] ?? 'default'}>{auditStatusLabel(listing)}</Tag>
      )}
      {listing.audit_status === 1 && <TradingStateTag listing={listing} />}
      {listing.audit_status === 2 && listing.remark && (
        <span className="my-listings__remark">审核意见：{listing.remark}</span>
      )}
    </div>
  );

  const columns: TableColumnsType<MyListingRow> = [
    { title: '产品编号', dataIndex: 'product_id', width: 150, responsive: ['lg'] },
    {
      title: '产品名称',
      dataIndex: 'product_name',
      render: (name: string, listing) =>
        wide ? (
          name
        ) : (
          <div className="my-listings__cell">
            <strong>{name}</strong>
            <span>{listing.second_category_name}</span>
            {status(listing)}
          </div>
        ),
    },
    { title: '状态', key: 'status', width: 180, responsive: ['md'], render: (_value, listing) => status(listing) },
    { title: '挂牌价格', dataIndex: 'price', responsive: ['md'], render: (price: string) => formatAmount(price) },
    {
      title: '挂牌数量',
      dataIndex: 'quantity',
      responsive: ['md'],
      render: (quantity: string, listing) => (listing.quantity ? formatAmount(quantity) : listing.amount || '--'),
    },
    { title: '项目类型', dataIndex: 'second_category_name', responsive: ['md'] },
    { title: '截止时间', dataIndex: 'end_time', responsive: ['md'], render: (end: string) => end.slice(0, 10) },
    actionsColumn(wide ? 120 : 64, (listing) => (
      <Space size={4} orientation={wide ? 'horizontal' : 'vertical'}>
        <Button type="link" size="small" onClick={() => setDialog({ listing, mode: 'view' })}>
          查看
        </Button>
        <Tooltip title={closed(listing) ? '项目已成交或已结束，不能修改' : undefined}>
          <Button
            type="link"
            size="small"
            disabled={closed(listing)}
            onClick={() => setDialog({ listing, mode: 'edit' })}
          >
            编辑
          </Button>
        </Tooltip>
      </Space>
    )),
  ];

  return (
    <section className="my-listings" aria-label="产品挂牌信息">
      <PersonalCenterToolbar
        count={{ label: '已发布挂牌产品', value: list.data?.total, unit: '个', testId: 'listing-count' }}
        searchPlaceholder="请输入产品名称"
        onSearch={search.search}
      >
        <AddButton to={HANGING_FORM_PATH}>发布交易产品</AddButton>
        <Button onClick={() => void navigate(LAUNCH_TRADING_GOODS_PATH)}>按产品类别发布</Button>
      </PersonalCenterToolbar>
      <PersonalCenterTable<MyListingRow>
        list={list}
        columns={columns}
        pager={search}
        scrollX={wide ? 900 : undefined}
      />
      <ListingDialog state={dialog} onClose={() => setDialog(null)} />
    </section>
  );
}
