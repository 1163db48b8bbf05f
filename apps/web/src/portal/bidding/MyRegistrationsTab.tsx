import { useState } from 'react';
import { Link } from 'react-router';
import { formatAmount, listingDetailPath, type RegistrationView } from '@jhy/contract';
import { formatChinaTime } from '../../components/chinaTime';
import { PersonalCenterPlainTable } from '../../components/PersonalCenterPlainTable';
import type { PlainColumn } from '../../components/PlainTable';
import { useMyRegistrations } from './api/biddingQueries';
import { RegistrationTags } from './RegistrationTags';
import { awaitsDeposit, BiddingOpensLine, DepositPayment } from './DepositPayment';
import { ConfirmationWithNumber } from './ConfirmationDownload';
import './bidding.css';

/** The list's columns; on a phone the confirmation moves into the status cell, leaving the room to the project. */
const COLUMNS: PlainColumn<RegistrationView>[] = [
  {
    key: 'product_name',
    title: '项目',
    render: (registration) => (
      <div>
        <Link to={listingDetailPath({ id: registration.listing_id, form_type: registration.form_type })}>
          {registration.product_name}
        </Link>
        <div className="buyer-panel__due">{registration.company_name}</div>
      </div>
    ),
  },
  {
    key: 'status',
    title: '状态',
    render: (registration) => (
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
    key: 'deposit',
    title: '保证金',
    from: 'md',
    render: (r) =>
      r.deposit_amount ? `${r.deposit_amount} 万元（${r.deposit_paid_on}）` : `应缴 ${formatAmount(r.deposit_due)}`,
  },
  {
    key: 'confirmation',
    title: '成交确认书',
    className: 'my-registration__confirmation',
    from: 'sm',
    render: (registration) => <ConfirmationCell registration={registration} />,
  },
  { key: 'create_time', title: '报名时间', from: 'lg', render: (r) => formatChinaTime(r.create_time) },
];

/**
 * The personal center's 'my registrations / my bids': each listing, the deposit and its refund state.
 * Plain markup: the tab draws no antd (docs/performance.md "The pages a bidder opens").
 */
export function MyRegistrationsTab() {
  const [page, setPage] = useState(1);
  const list = useMyRegistrations(page);
  return (
    <section aria-label="我的报名与竞价">
      <PersonalCenterPlainTable<RegistrationView>
        label="列表（可左右滚动）"
        list={list}
        columns={COLUMNS}
        page={page}
        goTo={setPage}
      />
    </section>
  );
}

/** The 成交确认书 of a sold registration: its download and its verification number; '—' before. */
function ConfirmationCell({ registration }: { registration: RegistrationView }) {
  if (!registration.confirmation_no) return '—';
  return <ConfirmationWithNumber listingId={registration.listing_id} confirmationNo={registration.confirmation_no} />;
}
