import type { ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONSOLE_API, CONSOLE_STORAGE_KEYS } from '@jhy/contract';
import { renderInApp, stubEnterpriseApi as stubConsoleApi } from '../../test/enterpriseFixtures';
import { StaffContext } from '../staffContext';
import { DepositForm, MoneyConfirmation, RefundForm, type PaymentFormProps } from './PaymentForms';

const SLOW = { timeout: 20_000 };

function stubPayments() {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'staff-token');
  return stubConsoleApi({
    [CONSOLE_API.biddingDeposit]: () => ({ msg: '保证金到账已登记' }),
    [CONSOLE_API.biddingRefund]: () => ({ msg: '保证金退还已登记' }),
    [CONSOLE_API.biddingDepositCorrect]: () => ({ msg: '保证金登记已更正' }),
    [CONSOLE_API.biddingDepositConfirm]: () => ({ msg: '保证金到账已确认' }),
    [CONSOLE_API.biddingRefundCorrect]: () => ({ msg: '退还更正已登记' }),
  });
}

/** Shows a payment form of registration 12, the payment calls stubbed, and finds it by its name. */
async function openPaymentForm(PaymentForm: ComponentType<PaymentFormProps>, name: string) {
  const calls = stubPayments();
  const onRecorded = vi.fn(async () => undefined);
  const user = userEvent.setup();
  renderInApp(<PaymentForm registrationId={12} onRecorded={onRecorded} />, '/console/bidding/registrations');
  const form = await screen.findByRole('form', { name }, SLOW);
  return { calls, onRecorded, user, form };
}

/** Types a day into the form's date picker and closes its panel. */
async function pickDay(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, label: string, day: string) {
  await user.click(within(form).getByLabelText(label));
  await user.keyboard(`${day}{Enter}`);
}

describe('the registration drawer’s payment forms', () => {
  it('records a deposit: asks for the day and the reference first, then sends them as the server takes them', async () => {
    const { calls, onRecorded, user, form } = await openPaymentForm(DepositForm, '登记保证金到账');
    expect(within(form).getByText('登记保证金到账（银行转账（人工登记））')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: /登记到账/ }));
    expect(await within(form).findByText('请选择到账日期', {}, SLOW)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === CONSOLE_API.biddingDeposit)).toEqual([]);

    await user.type(within(form).getByLabelText('到账金额（万元）'), '12.5');
    await pickDay(user, form, '到账日期', '2026-05-06');
    await user.type(within(form).getByLabelText('银行流水号'), '  BK-20260506-01 ');
    await user.click(within(form).getByRole('button', { name: /登记到账/ }));
    // Asked again before it is sent: another staff member confirms it next.
    const ask = await screen.findByRole('tooltip', {}, SLOW);
    expect(within(ask).getByText('登记后须由另一名工作人员确认到账')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === CONSOLE_API.biddingDeposit)).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: /确认登记/ }));

    await waitFor(() => expect(onRecorded).toHaveBeenCalled(), SLOW);
    expect(calls.filter((call) => call.path === CONSOLE_API.biddingDeposit).map((call) => call.body)).toEqual([
      {
        id: 12,
        provider: 'bank_transfer',
        amount: '12.5',
        paid_on: '2026-05-06',
        reference: 'BK-20260506-01',
        remark: '',
      },
    ]);
  });

  it('records a refund only after its confirmation', async () => {
    const { calls, onRecorded, user, form } = await openPaymentForm(RefundForm, '登记保证金退还');
    expect(within(form).getByRole('heading', { name: '登记保证金退还' })).toBeInTheDocument();
    await pickDay(user, form, '退还日期', '2026-05-08');
    await user.type(within(form).getByLabelText('退款流水号'), 'RF-01');
    await user.click(within(form).getByRole('button', { name: /登记退还/ }));
    expect(calls.filter((call) => call.path === CONSOLE_API.biddingRefund)).toEqual([]);

    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: /确认退还/ }));
    await waitFor(() => expect(onRecorded).toHaveBeenCalled(), SLOW);
    expect(calls.filter((call) => call.path === CONSOLE_API.biddingRefund).map((call) => call.body)).toEqual([
      { id: 12, refunded_on: '2026-05-08', reference: 'RF-01', remark: '' },
    ]);
  });

  it('corrects a recorded refund with its reason, the recorded values shown first, asked again', async () => {
    const calls = stubPayments();
    const onRecorded = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderInApp(
      <RefundForm
        registrationId={12}
        onRecorded={onRecorded}
        correcting={{ refundedOn: '2026-05-08', reference: 'RF-O1' }}
      />,
      '/console/bidding/registrations',
    );
    const form = await screen.findByRole('form', { name: '更正保证金退还' }, SLOW);
    expect(within(form).getByLabelText('退款流水号')).toHaveValue('RF-O1');
    await user.clear(within(form).getByLabelText('退款流水号'));
    await user.type(within(form).getByLabelText('退款流水号'), 'RF-01');
    await user.click(within(form).getByRole('button', { name: /更正退还/ }));
    expect(await within(form).findByText('请填写更正原因', {}, SLOW)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('更正原因'), '流水号录错');
    await user.click(within(form).getByRole('button', { name: /更正退还/ }));
    const ask = await screen.findByRole('tooltip', {}, SLOW);
    expect(within(ask).getByText('更正后须由另一名工作人员重新确认；原登记保留在台账中')).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: /确认更正/ }));
    await waitFor(() => expect(onRecorded).toHaveBeenCalled(), SLOW);
    expect(calls.filter((call) => call.path === CONSOLE_API.biddingRefundCorrect).map((call) => call.body)).toEqual([
      { id: 12, refunded_on: '2026-05-08', reference: 'RF-01', remark: '流水号录错' },
    ]);
  });

  it('corrects a recorded arrival with its reason, the recorded values shown first', async () => {
    const calls = stubPayments();
    const onRecorded = vi.fn(async () => undefined);
    const user = userEvent.setup();
    const recorded = { amount: '12', paidOn: '2026-05-06', reference: 'BK-0O1' };
    renderInApp(
      <DepositForm registrationId={12} onRecorded={onRecorded} correcting={recorded} />,
      '/console/bidding/registrations',
    );
    const form = await screen.findByRole('form', { name: '更正保证金登记' }, SLOW);
    expect(within(form).getByLabelText('银行流水号')).toHaveValue('BK-0O1');
    await user.clear(within(form).getByLabelText('银行流水号'));
    await user.type(within(form).getByLabelText('银行流水号'), 'BK-001');
    await user.click(within(form).getByRole('button', { name: /更正登记/ }));
    expect(await within(form).findByText('请填写更正原因', {}, SLOW)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('更正原因'), '流水号录错');
    await user.click(within(form).getByRole('button', { name: /更正登记/ }));
    await user.click(within(await screen.findByRole('tooltip', {}, SLOW)).getByRole('button', { name: /确认更正/ }));
    await waitFor(() => expect(onRecorded).toHaveBeenCalled(), SLOW);
    expect(calls.filter((call) => call.path === CONSOLE_API.biddingDepositCorrect).map((call) => call.body)).toEqual([
      {
        id: 12,
        provider: 'bank_transfer',
        amount: '12',
        paid_on: '2026-05-06',
        reference: 'BK-001',
        remark: '流水号录错',
      },
    ]);
  });

  it('offers the confirmation to another staff member only, and says why to the recorder', async () => {
    const calls = stubPayments();
    const onRecorded = vi.fn(async () => undefined);
    const user = userEvent.setup();
    const member = (id: number) => ({
      id,
      username: `s${id}`,
      displayName: `s${id}`,
      role: 'reviewer' as const,
      mustChangePassword: false,
    });
    const { unmount } = renderInApp(
      <StaffContext.Provider value={member(7)}>
        <MoneyConfirmation registrationId={12} onRecorded={onRecorded} step="deposit" recordedBy={7} />
      </StaffContext.Provider>,
      '/console/bidding/registrations',
    );
    const mine = await screen.findByRole('region', { name: '确认保证金到账' }, SLOW);
    expect(within(mine).getByText(/须由两名不同的工作人员进行/)).toBeInTheDocument();
    expect(within(mine).queryByRole('button')).toBeNull();
    unmount();

    renderInApp(
      <StaffContext.Provider value={member(8)}>
        <MoneyConfirmation registrationId={12} onRecorded={onRecorded} step="deposit" recordedBy={7} />
      </StaffContext.Provider>,
      '/console/bidding/registrations',
    );
    const other = await screen.findByRole('region', { name: '确认保证金到账' }, SLOW);
    await user.click(within(other).getByRole('button', { name: /确认到账/ }));
    await user.click(within(await screen.findByRole('tooltip', {}, SLOW)).getByRole('button', { name: /^确\s*认$/ }));
    await waitFor(() => expect(onRecorded).toHaveBeenCalled(), SLOW);
    expect(calls.filter((call) => call.path === CONSOLE_API.biddingDepositConfirm).map((call) => call.body)).toEqual([
      { id: 12, remark: '' },
    ]);
  });
});
