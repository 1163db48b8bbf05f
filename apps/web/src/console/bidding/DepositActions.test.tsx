import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, DEPOSIT, REGISTRATION, type RegistrationQueueRow } from '@jhy/contract';
import { renderInApp, stubEnterpriseApi } from '../../test/enterpriseFixtures';
import { DepositActions } from './registrationReviewConfig';

const SLOW = { timeout: 20_000 };

/** A registration of the console's queue in the given states (the rest as a pending buyer's). */
function registration(status: number, depositStatus: number): RegistrationQueueRow {
  return {
    id: 12,
    listing_id: 3,
    form_type: 1,
    product_id: 'JHY-1',
    product_name: '测试项目',
    company_id: 4,
    company_name: '测试竞买企业',
    contact_name: '李竞',
    contact_phone: '13997001234',
    files: [],
    status,
    remark: '',
    bidder_code: '',
    deposit_due: '10.00/万元',
    deposit_status: depositStatus,
    deposit_amount: '',
    deposit_paid_on: '2026-05-06',
    deposit_reference: 'BK-1',
    deposit_refunded_on: '2026-05-08',
    deposit_refund_reference: 'RF-1',
    end_time: '2026-06-01 17:00:00',
    withdrawable: true,
    result: 0,
    confirmation_no: '',
    transfer_reference: 'BZJ00000012',
    payee_account_name: '',
    payee_open_bank: '',
    payee_account: '',
    bidding_opens_at: '',
    notice_accepted_at: '',
    create_time: '2026-05-01 10:00:00',
    update_time: '2026-05-01 10:00:00',
    userMobile: '13997001234',
    version: 'v1',
    deposit_recorded_by: 0,
    deposit_refund_recorded_by: 0,
  };
}

async function show(row: RegistrationQueueRow) {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'staff-token');
  stubEnterpriseApi({});
  renderInApp(<DepositActions row={row} refresh={async () => undefined} />, '/console/bidding/registrations');
}

describe('the registration drawer’s money steps', () => {
  it('says why 资格通过 is not offered while the deposit is not confirmed', async () => {
    await show(registration(REGISTRATION.codes.pending, DEPOSIT.codes.recorded));
    expect(await screen.findByText('保证金尚未到账，不能确认资格', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '确认保证金到账' })).toBeInTheDocument();
  });

  it('says nothing of it once the deposit is confirmed', async () => {
    await show(registration(REGISTRATION.codes.pending, DEPOSIT.codes.received));
    await screen.findByRole('form', { name: '更正保证金登记' }, SLOW);
    expect(screen.queryByText('保证金尚未到账，不能确认资格')).toBeNull();
  });

  it('offers a refund’s correction only once a refund is recorded or confirmed, by DEPOSIT’s table', async () => {
    await show(registration(REGISTRATION.codes.refused, DEPOSIT.codes.refunded));
    expect(await screen.findByRole('form', { name: '更正保证金退还' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '登记保证金退还' })).toBeNull();
  });
});
