import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSOLE_API } from '@jhy/contract';
import { renderInApp, stubEnterpriseApi } from '../../test/enterpriseFixtures';
import { listingOf } from '../../test/listingFixtures';
import ListingOperationsPage from './ListingOperationsPage';

const operated = (
  overrides: Parameters<typeof listingOf>[0],
  transaction_state: 'upcoming' | 'enrolling' | 'auction' | 'agreement' | 'dealt',
) => ({
  ...listingOf({ audit_status: 1, audit_type: 2, is_public: true, ...overrides }),
  transaction_state,
  user_mobile: '13997001234',
  version: 'v1',
  first_reviewer_id: 5,
  first_reviewer_name: '王审核',
});

const rows = [
  operated({ id: 1, product_name: '报名中的碳汇项目', enroll_status: 1, potential_buyer: 3 }, 'enrolling'),
  operated({ id: 2, product_name: '可延期的林权项目', enroll_status: 1, potential_buyer: 6 }, 'enrolling'),
  operated({ id: 3, product_name: '已成交的水权项目', enroll_status: 3 }, 'dealt'),
  operated({ id: 4, product_name: '报名未开始的草场项目', enroll_status: 0, potential_buyer: 6 }, 'upcoming'),
  // Enrolment's end passed into an auction: the stored code is 2 either way, the state decides.
  operated({ id: 5, product_name: '竞价中的牧场项目', enroll_status: 2, potential_buyer: 6 }, 'auction'),
  operated({ id: 6, product_name: '待协议成交的药材项目', enroll_status: 2 }, 'agreement'),
];
const enabled = (name: string, action: RegExp) =>
  within(rowOf(name))
    .queryAllByRole('button', { name: action })
    .some((button) => !button.hasAttribute('disabled'));
const refusal = (name: string, action: string) =>
  within(rowOf(name))
    .getByRole('button', { name: new RegExp(`^${action}（不可用：`) })
    .getAttribute('aria-label')!
    .replace(/^.*不可用：|）$/g, '');
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
    // Nothing to do on a dealt listing, each refusal in the table's words.
    expect(
      within(rowOf('已成交的水权项目'))
        .getAllByRole('button')
        .every((b) => b.hasAttribute('disabled')),
    ).toBe(true);
    expect(refusal('已成交的水权项目', '结束')).toBe('只能对已公开且未成交、未结束的项目操作');
    // 登记成交 only where LISTING_TRANSACTION allows recordDeal (enrolling, agreement), never before
    // enrolment nor under an auction; extension only before the close.
    expect(enabled('报名中的碳汇项目', /^登记成交$/)).toBe(true);
    expect(enabled('待协议成交的药材项目', /^登记成交$/)).toBe(true);
    expect(refusal('报名未开始的草场项目', '登记成交')).toBe(
      '仅报名中或待协议成交的项目可以登记成交；竞价中的项目以竞价结果成交',
    );
    expect(refusal('竞价中的牧场项目', '登记成交')).toBe(
      '仅报名中或待协议成交的项目可以登记成交；竞价中的项目以竞价结果成交',
    );
    expect(enabled('报名未开始的草场项目', /^延\s*期$/)).toBe(true);
    expect(refusal('竞价中的牧场项目', '延期')).toContain('已进入竞价');
    expect(enabled('竞价中的牧场项目', /^结\s*束$/)).toBe(true);

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
