import { Tag } from 'antd';
import {
  BUYER_RESULT,
  BUYER_RESULT_LABEL,
  DEPOSIT_STATUS,
  REGISTRATION_STATUS,
  type RegistrationView,
} from '@jhy/contract';

const view = <T extends Record<number, { label: string; color: string }>>(table: T, status: number) =>
  table[status as keyof T] ?? { label: '未知', color: 'default' };

/** A registration's qualification, deposit and result, as tags (docs/bidding.md). */
export function RegistrationTags({ registration }: { registration: RegistrationView }) {
  const status = view(REGISTRATION_STATUS, registration.status);
  const deposit = view(DEPOSIT_STATUS, registration.deposit_status);
  return (
    <span className="bidding-tags">
      <Tag color={status.color}>{status.label}</Tag>
      <Tag color={deposit.color}>保证金{deposit.label}</Tag>
      {registration.bidder_code && <Tag color="geekblue">竞价号 {registration.bidder_code}</Tag>}
      {registration.result === BUYER_RESULT.won && <Tag color="red">{BUYER_RESULT_LABEL[BUYER_RESULT.won]}</Tag>}
      {registration.result === BUYER_RESULT.lost && <Tag>{BUYER_RESULT_LABEL[BUYER_RESULT.lost]}</Tag>}
    </span>
  );
}
