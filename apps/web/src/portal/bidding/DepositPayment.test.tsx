import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RegistrationView } from '@jhy/contract';
import { BiddingOpensLine, DepositPayment, awaitsDeposit } from './DepositPayment';

const registration = (values: Partial<RegistrationView> = {}): RegistrationView => ({
  id: 12,
  listing_id: 5,
  form_type: 1,
  product_id: 'JHY-2026-000127',
  product_name: '那曲市光伏园区用能权指标转让',
  company_id: 3,
  company_name: '玉树竞价甲有限公司',
  contact_name: '李青',
  contact_phone: '13997001234',
  files: [],
  status: 0,
  remark: '',
  bidder_code: '',
  deposit_due: '51.93/万元',
  deposit_status: 0,
  deposit_amount: '',
  deposit_paid_on: '',
  deposit_reference: '',
  deposit_refunded_on: '',
  deposit_refund_reference: '',
  end_time: '2027-04-02 17:00:00',
  withdrawable: true,
  result: 0,
  confirmation_no: '',
  transfer_reference: 'BZJ00000012',
  payee_account_name: '江河源生态环境交易中心有限公司',
  payee_open_bank: '中国农业银行西宁城西支行',
  payee_account: '28100104000088666',
  bidding_opens_at: '',
  notice_accepted_at: '2026-11-29 10:00:00',
  create_time: '2026-11-29 10:00:00',
  update_time: '2026-11-29 10:00:00',
  ...values,
});

describe('保证金交纳', () => {
  it('shows the amount, the exchange’s account and the transfer reference', () => {
    render(<DepositPayment registration={registration()} />);
    const box = screen.getByLabelText('保证金交纳');
    expect(within(box).getByText('51.93 万元')).toBeInTheDocument();
    expect(within(box).getByText('28100104000088666')).toBeInTheDocument();
    expect(within(box).getByText('中国农业银行西宁城西支行')).toBeInTheDocument();
    expect(within(box).getByText('BZJ00000012')).toBeInTheDocument();
  });

  it('says plainly that no account is configured, and invents none', () => {
    render(<DepositPayment registration={registration({ payee_account: '', payee_account_name: '' })} />);
    const box = screen.getByLabelText('保证金交纳');
    expect(within(box).getByText('收款账户尚未配置，请联系交易所')).toBeInTheDocument();
    expect(within(box).queryByText('收款账号')).toBeNull();
    expect(within(box).getByText('BZJ00000012')).toBeInTheDocument();
  });

  it('is asked for only while awaiting qualification with nothing received; the opening is announced to the second', () => {
    expect(awaitsDeposit(registration())).toBe(true);
    expect(awaitsDeposit(registration({ deposit_status: 1 }))).toBe(false);
    expect(awaitsDeposit(registration({ status: 3 }))).toBe(false);
    render(<BiddingOpensLine registration={registration({ status: 1, bidding_opens_at: '2027-04-02 17:00:00' })} />);
    expect(screen.getByText('网络竞价将于 2027-04-02 17:00:00 开始')).toBeInTheDocument();
  });
});
