import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatAmount, listingDetailPath, type RegistrationView } from '@jhy/contract';
import { formatChinaTime } from '../../components/chinaTime';
import { PersonalCenterTable } from '../../components/PersonalCenterTable';
import { useMyRegistrations } from './api/biddingQueries';
import { RegistrationTags } from './RegistrationTags';
import { awaitsDeposit, BiddingOpensLine, DepositPayment } from './DepositPayment';
import { ConfirmationWithNumber } from './ConfirmationDownload';
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
          {registration.confirmation_no && (
            <div className="my-registration__confirmation-on-phone">
              <ConfirmationCell registration={registration} />
            </div>
          )}
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
      // On a phone the confirmation moves into the status cell, leaving the room to the project.
      responsive: ['sm'],
      render: (_, registration) => <ConfirmationCell registration={registration} />,
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

/** The 成交确认书 of a sold registration: its download and its verification number; '—' before. */
function ConfirmationCell({ registration }: { registration: RegistrationView }) {
  if (!registration.confirmation_no) return '—';
  return <ConfirmationWithNumber listingId={registration.listing_id} confirmationNo={registration.confirmation_no} />;
}
