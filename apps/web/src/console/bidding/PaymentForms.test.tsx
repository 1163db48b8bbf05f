import type { ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONSOLE_API, CONSOLE_STORAGE_KEYS } from '@jhy/contract';
import { renderInApp, stubEnterpriseApi as stubConsoleApi } from '../../test/enterpriseFixtures';
import { DepositForm, RefundForm, type PaymentFormProps } from './PaymentForms';

const SLOW = { timeout: 20_000 };

function stubPayments() {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'staff-token');
  return stubConsoleApi({
    [CONSOLE_API.biddingDeposit]: () => ({ msg: '保证金到账已登记' }),
    [CONSOLE_API.biddingRefund]: () => ({ msg: '保证金退还已登记' }),
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
});
