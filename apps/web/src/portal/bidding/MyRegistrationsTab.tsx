import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatAmount, listingDetailPath, type RegistrationView } from '@jhy/contract';
import { formatChinaTime } from '../../components/chinaTime';
import { PersonalCenterTable } from '../../components/PersonalCenterTable';
import { useMyRegistrations } from './api/biddingQueries';
import { RegistrationTags } from './RegistrationTags';
import { awaitsDeposit, BiddingOpensLine, DepositPayment } from './DepositPayment';
import { ConfirmationDownload } from './ConfirmationDownload';
import { dealVerifyPath } from './dealPaths';
import './bidding.css';

/** The personal center's 'my registrations / my bids': each listing, the deposit and its refund state. */
export function MyRegistrationsTab() {
  const [page, setPage] = useState(1);
  const list = useMyRegistrations(page);
  const columns: TableColumnsType<RegistrationView> = [
    {
      title: '项目',
      dataIndex: 'product_name',
      render: (name: string, registration) => (
        <div>
          <Link to={listingDetailPath({ id: registration.listing_id, form_type: registration.form_type })}>{name}</Link>
          <div className="buyer-panel__due">{registration.company_name}</div>
        </div>
      ),
    },
    {
      title: '状态',
      key: 'status',
      render: (_, registration) => (
        <div className="my-registration__status">
          <RegistrationTags registration={registration} />
          <BiddingOpensLine registration={registration} />
          {awaitsDeposit(registration) && <DepositPayment registration={registration} />}
        </div>
      ),
    },
    {
      title: '保证金',
      key: 'deposit',
      responsive: ['md'],
      render: (_, r) =>
        r.deposit_amount ? `${r.deposit_amount} 万元（${r.deposit_paid_on}）` : `应缴 ${formatAmount(r.deposit_due)}`,
    },
    {
      title: '成交确认书',
      key: 'confirmation',
      className: 'my-registration__confirmation',
      render: (_, r) =>
        r.confirmation_no ? (
          <div>
            <ConfirmationDownload listingId={r.listing_id} size="small" />
            <div className="buyer-panel__due">
              验证编号 <Link to={dealVerifyPath(r.confirmation_no)}>{r.confirmation_no}</Link>
            </div>
          </div>
        ) : (
          '—'
        ),
    },
    {
      title: '报名时间',
      dataIndex: 'create_time',
      responsive: ['lg'],
      render: (time: string) => formatChinaTime(time),
    },
  ];
  return (
    <section aria-label="我的报名与竞价">
      <PersonalCenterTable<RegistrationView> list={list} columns={columns} pager={{ page, goTo: setPage }} />
    </section>
  );
}
