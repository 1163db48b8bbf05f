import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSOLE_API } from '@jhy/contract';
import { renderInApp, stubEnterpriseApi } from '../../test/enterpriseFixtures';
import { listingOf } from '../../test/listingFixtures';
import ListingOperationsPage from './ListingOperationsPage';

const operated = (overrides: Parameters<typeof listingOf>[0]) => ({
  ...listingOf({ audit_status: 1, audit_type: 2, is_public: true, ...overrides }),
  user_mobile: '13997001234',
  version: 'v1',
  first_reviewer_id: 5,
  first_reviewer_name: '王审核',
});

const rows = [
  operated({ id: 1, product_name: '报名中的碳汇项目', enroll_status: 1, potential_buyer: 3 }),
  operated({ id: 2, product_name: '可延期的林权项目', enroll_status: 1, potential_buyer: 6 }),
  operated({ id: 3, product_name: '已成交的水权项目', enroll_status: 3 }),
];
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('挂牌项目运营', () => {
  it('offers extension only where the owner chose it, nothing on a closed listing, and ends only after a confirmation', async () => {
    const calls = stubEnterpriseApi({
      [CONSOLE_API.listingOperations]: () => ({ data: { total: rows.length, data: rows } }),
      [CONSOLE_API.listingEnd]: () => ({ msg: '项目已结束', data: rows[0] }),
    });
    renderInApp(<ListingOperationsPage />, '/console/listings/operations');
    await screen.findByText('报名中的碳汇项目');
    expect(within(rowOf('可延期的林权项目')).getByText(/^延\s*期$/)).toBeInTheDocument();
    expect(within(rowOf('报名中的碳汇项目')).queryByText(/^延\s*期$/)).toBeNull();
    expect(within(rowOf('已成交的水权项目')).queryByRole('button')).toBeNull();

    await userEvent.click(within(rowOf('报名中的碳汇项目')).getByText(/^结\s*束$/));
    expect(
      await screen.findByText(
        '结束后该项目不再接受报名，进行中的竞价随之终止，已到账的保证金转为待退还，且不能恢复。确定结束吗？',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path === CONSOLE_API.listingEnd)).toBe(false);
    await userEvent.click(screen.getByText(/^确定结束$/));
    await waitFor(() => expect(calls.find((call) => call.path === CONSOLE_API.listingEnd)?.body).toEqual({ id: 1 }));
    expect(await screen.findByText('项目已结束')).toBeInTheDocument();
  });
});
