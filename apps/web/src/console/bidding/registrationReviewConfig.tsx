import type { TableColumnsType } from 'antd';
import {
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
import { DepositForm, RefundForm } from './PaymentForms';

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
  { title: '报名时间', dataIndex: 'create_time' },
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
        报名截止: 'end_time',
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
  sections,
  versionOf: (row) => row.version,
  attachmentUrl: (file) => file.url ?? file.src,
  extra: (row, refresh) =>
    row.status === REGISTRATION.codes.pending && row.deposit_status === DEPOSIT.codes.toPay ? (
      <DepositForm registrationId={row.id} onRecorded={refresh} />
    ) : row.deposit_status === DEPOSIT.codes.toRefund ? (
      <RefundForm registrationId={row.id} onRecorded={refresh} />
    ) : null,
};
