import { biddingMessages, DEPOSIT, formatAmount, REGISTRATION, type RegistrationView } from '@jhy/contract';
import { formatChinaSeconds } from '../../components/chinaTime';
import './bidding.css';

/** Whether a registration still waits for its deposit: awaiting qualification, nothing received. */
export const awaitsDeposit = (r: RegistrationView) =>
  r.status === REGISTRATION.codes.pending && r.deposit_status === DEPOSIT.codes.toPay;

/**
 * How to pay the deposit (docs/bidding.md "Registration"): the amount, the exchange's receiving
 * account from the system settings — or, when it is not configured, that plainly, never an invented
 * one — and the reference the money desk matches the transfer by. Plain markup: no antd.
 */
export function DepositPayment({ registration }: { registration: RegistrationView }) {
  const configured = Boolean(registration.payee_account_name && registration.payee_account);
  return (
    <dl className="deposit-payment" aria-label="保证金交纳">
      <div>
        <dt>应缴保证金</dt>
        <dd>{formatAmount(registration.deposit_due)}</dd>
      </div>
      {configured ? (
        <>
          <div>
            <dt>收款户名</dt>
            <dd>{registration.payee_account_name}</dd>
          </div>
          {registration.payee_open_bank && (
            <div>
              <dt>开户银行</dt>
              <dd>{registration.payee_open_bank}</dd>
            </div>
          )}
          <div>
            <dt>收款账号</dt>
            <dd className="deposit-payment__code">{registration.payee_account}</dd>
          </div>
        </>
      ) : (
        <div>
          <dt>收款账户</dt>
          <dd className="deposit-payment__missing">{biddingMessages.payeeMissing}</dd>
        </div>
      )}
      <div>
        <dt>转账附言</dt>
        <dd>
          <strong className="deposit-payment__code">{registration.transfer_reference}</strong>
          <span className="deposit-payment__hint">请在转账附言（用途）中填写此编号，以便交易所核对到账</span>
        </dd>
      </div>
    </dl>
  );
}

/** 网络竞价将于 … 开始, for a qualified registration before the window closes. */
export function BiddingOpensLine({ registration }: { registration: RegistrationView }) {
  if (!registration.bidding_opens_at) return null;
  return <span className="bidding-opens">网络竞价将于 {formatChinaSeconds(registration.bidding_opens_at)} 开始</span>;
}
