import { Alert, type TableColumnsType } from 'antd';
import {
  biddingMessages,
  CONSOLE_API,
  DEPOSIT,
  depositStatusView,
  REGISTRATION,
  formatAmount,
  QUALIFICATION_REVIEW,
  REGISTRATION_STATUS,
  type RegistrationQueueRow,
} from '@jhy/contract';
import { queueFilters } from '../review/queueFilters';
import { reviewFields } from '../review/reviewFields';
import { lifeCycleDecisions, reviewStatuses } from '../review/reviewLifeCycle';
import type { ReviewQueueConfig, ReviewSection } from '../review/reviewTypes';
import { reviewQueueCalls } from '../review/reviewQueueCalls';
import { DepositForm, MoneyConfirmation, RefundForm } from './PaymentForms';
import { consoleTime } from '../consoleTime';

const STATUSES = reviewStatuses(
  REGISTRATION.states.map((state) => REGISTRATION.codes[state]),
  REGISTRATION_STATUS,
);
const depositLabel = (status: number) => depositStatusView(status).label;

const columns: TableColumnsType<RegistrationQueueRow> = [
  { title: '挂牌项目', dataIndex: 'product_name' },
  { title: '报名企业', dataIndex: 'company_name' },
  { title: '保证金', key: 'deposit', render: (_, row) => depositLabel(row.deposit_status) },
  { title: '竞价号', dataIndex: 'bidder_code' },
  { title: '报名用户', dataIndex: 'userMobile' },
  { title: '报名时间', dataIndex: 'create_time', render: consoleTime },
];

function sections(row: RegistrationQueueRow): ReviewSection[] {
  return [
    {
      title: '报名信息',
      fields: reviewFields(row, {
        挂牌项目: { value: `${row.product_name}（${row.product_id}）` },
        报名企业: 'company_name',
        联系人: 'contact_name',
        联系电话: 'contact_phone',
        报名用户: 'userMobile',
        资格证明材料: { attachments: row.files },
        报名截止: { value: consoleTime(row.end_time) },
      }),
    },
    {
      title: '保证金',
      fields: reviewFields(row, {
        应缴: { value: formatAmount(row.deposit_due) },
        状态: { value: depositLabel(row.deposit_status) },
        '到账金额（万元）': 'deposit_amount',
        到账日期: 'deposit_paid_on',
        银行流水号: 'deposit_reference',
        退还日期: 'deposit_refunded_on',
        退款流水号: 'deposit_refund_reference',
      }),
    },
    { title: '资格确认', fields: reviewFields(row, { 竞价号: 'bidder_code', 意见: 'remark' }) },
  ];
}

/** 意向受让资格确认 (docs/bidding.md): the registrations, their deposits and the qualification decision. */
export const registrationReviewConfig: ReviewQueueConfig<RegistrationQueueRow, RegistrationQueueRow> = {
  key: 'registrationQueue',
  noun: '报名',
  statuses: STATUSES,
  defaultStatus: REGISTRATION.codes.pending,
  ...lifeCycleDecisions(QUALIFICATION_REVIEW, (row) => row.status),
  // 资格通过 needs the deposit received (the server refuses it otherwise): not offered before it.
  decisions: (row) =>
    QUALIFICATION_REVIEW.decisionsFrom(row.status).filter(
      (decision) => decision !== 'pass' || row.deposit_status === DEPOSIT.codes.received,
    ),
  keywordPlaceholder: '请输入挂牌项目名称',
  columns,
  ...reviewQueueCalls('biddingRegistration', (query) => queueFilters(query, 'status', 'keyword')),
  exportView: {
    path: CONSOLE_API.biddingRegistrationExport,
    fileName: '意向受让登记.xlsx',
    body: (query) => queueFilters(query, 'status', 'keyword'),
  },
  sections,
  versionOf: (row) => row.version,
  attachmentUrl: (file) => file.url ?? file.src,
  extra: (row, refresh) => <DepositActions row={row} refresh={refresh} />,
};

/**
 * The money desk's steps the deposit's state allows (DEPOSIT of the contract): record an arrival,
 * confirm one another staff member recorded, correct one not yet used, record a refund, confirm it,
 * correct a recorded refund.
 */
export function DepositActions({ row, refresh }: { row: RegistrationQueueRow; refresh: () => Promise<void> }) {
  const state = row.deposit_status;
  const pending = row.status === REGISTRATION.codes.pending;
  const props = { registrationId: row.id, onRecorded: refresh };
  const recorded = { amount: row.deposit_amount, paidOn: row.deposit_paid_on, reference: row.deposit_reference };
  // 资格通过 is not offered before the deposit is confirmed: say why where the decision would be.
  const waitingForDeposit = QUALIFICATION_REVIEW.allows(row.status, 'pass') && state !== DEPOSIT.codes.received;
  return (
    <>
      {waitingForDeposit ? <Alert type="info" showIcon message={biddingMessages.depositMissing} /> : null}
      {pending && DEPOSIT.startsFrom('record', state) ? <DepositForm {...props} /> : null}
      {DEPOSIT.startsFrom('confirm', state) ? (
        <MoneyConfirmation {...props} step="deposit" recordedBy={row.deposit_recorded_by} />
      ) : null}
      {pending && DEPOSIT.startsFrom('correct', state) ? <DepositForm {...props} correcting={recorded} /> : null}
      {DEPOSIT.startsFrom('refund', state) ? <RefundForm {...props} /> : null}
      {DEPOSIT.startsFrom('confirmRefund', state) ? (
        <MoneyConfirmation {...props} step="refund" recordedBy={row.deposit_refund_recorded_by} />
      ) : null}
      {DEPOSIT.startsFrom('correctRefund', state) ? (
        <RefundForm
          {...props}
          correcting={{ refundedOn: row.deposit_refunded_on, reference: row.deposit_refund_reference }}
        />
      ) : null}
    </>
  );
}
