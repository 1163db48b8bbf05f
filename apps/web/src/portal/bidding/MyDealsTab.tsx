import { useState } from 'react';
import { Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import {
  DEAL_METHOD_LABEL,
  DEAL_ROLE_LABEL,
  formatAmount,
  formatWan,
  listingDetailPath,
  type MyDeal,
} from '@jhy/contract';
import { PersonalCenterTable } from '../../components/PersonalCenterTable';
import { useMyDeals } from './api/dealQueries';
import { ConfirmationWithNumber } from './ConfirmationDownload';
import './bidding.css';

/**
 * The personal center's 我的成交 (docs/bidding.md "The result"): every sale on the platform the user
 * was a party to, as seller (转让方) or buyer (受让方), newest first, each with its 成交确认书 and the
 * verification page. The deal messages of both sides link here.
 */
export function MyDealsTab() {
  const [page, setPage] = useState(1);
  const list = useMyDeals(page);
  const columns: TableColumnsType<MyDeal> = [
    {
      title: '项目',
      dataIndex: 'product_name',
      render: (name: string, deal) => (
        <div>
          <Link to={listingDetailPath({ id: deal.listing_id, form_type: deal.form_type })}>{name}</Link>
          <div className="buyer-panel__due">{deal.product_id}</div>
        </div>
      ),
    },
    {
      title: '我方',
      dataIndex: 'role',
      render: (role: MyDeal['role'], deal) => (
        <div>
          <Tag color={role === 'seller' ? 'blue' : 'green'}>{DEAL_ROLE_LABEL[role]}</Tag>
          <div className="buyer-panel__due">
            {role === 'seller' ? '受让方' : '转让方'}：{deal.counterparty}
            {role === 'seller' && deal.bidder_code && `（竞价号 ${deal.bidder_code}）`}
          </div>
        </div>
      ),
    },
    {
      title: '成交价格',
      dataIndex: 'price',
      render: (price: string, deal) => (
        <div>
          <strong>{formatWan(price)}</strong>
          <div className="buyer-panel__due">
            {DEAL_METHOD_LABEL[deal.method]}
            {deal.quantity && ` · ${formatAmount(deal.quantity)}`}
          </div>
        </div>
      ),
    },
    { title: '成交时间', dataIndex: 'dealt_at', responsive: ['md'] },
    {
      title: '成交确认书',
      key: 'confirmation',
      render: (_, deal) => <ConfirmationWithNumber listingId={deal.listing_id} confirmationNo={deal.no} />,
    },
  ];
  return (
    <section aria-label="我的成交">
      <PersonalCenterTable<MyDeal> list={list} columns={columns} pager={{ page, goTo: setPage }} />
    </section>
  );
}
