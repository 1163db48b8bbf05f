import {
  BUYER_RESULT,
  BUYER_RESULT_LABEL,
  depositStatusView,
  registrationStatusView,
  type RegistrationView,
} from '@jhy/contract';
import { StatusTag as Tag } from '../../components/StatusTag';

/** A registration's qualification, deposit and result, as tags (docs/bidding.md). */
export function RegistrationTags({ registration }: { registration: RegistrationView }) {
  const status = registrationStatusView(registration.status);
  const deposit = depositStatusView(registration.deposit_status);
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
