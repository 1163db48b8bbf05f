import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API } from '@jhy/contract';
import { renderInApp } from '../../../test/enterpriseFixtures';
import { listingOf } from '../../../test/listingFixtures';
import { stubPublishingApi } from '../publishingTestApi';
import { MyListingsTab } from './MyListingsTab';

const rows = [
  listingOf({ id: 1, product_name: '初审中的碳汇项目' }),
  listingOf({ id: 2, product_name: '复审中的林权项目', audit_type: 2 }),
  listingOf({ id: 3, product_name: '被驳回的用能权项目', audit_status: 2, remark: '披露附件未盖章' }),
  listingOf({ id: 4, product_name: '已成交的林地项目', audit_status: 1, audit_type: 2, enroll_status: 3 }),
];
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const SLOW = { timeout: 60_000 };

describe('产品挂牌信息 tab', () => {
  it('lists the own listings 4 a page with their review status-type and a rejection remark', SLOW, async () => {
    const calls = stubPublishingApi({ [API.myListings]: () => ({ data: { total: 5, data: rows } }) });
    renderInApp(<MyListingsTab />);
    expect(await screen.findByText('初审中的碳汇项目')).toBeInTheDocument();
    expect(screen.getByTestId('listing-count')).toHaveTextContent('5');
    expect(rowOf('初审中的碳汇项目')).toHaveTextContent('待审核-初审');
    expect(rowOf('复审中的林权项目')).toHaveTextContent('待审核-复审');
    expect(rowOf('被驳回的用能权项目')).toHaveTextContent('审核未通过-初审');
    expect(rowOf('被驳回的用能权项目')).toHaveTextContent('审核意见：披露附件未盖章');
    // A deal closes a listing: the server refuses changes, so the page offers none.
    const edit = (name: string) => rowOf(name).querySelectorAll('button')[1]!;
    expect(edit('已成交的林地项目')).toBeDisabled();
    expect(edit('初审中的碳汇项目')).toBeEnabled();
    expect(calls.find((call) => call.path === API.myListings)?.body).toMatchObject({ page: 1, limit: 4 });
  });

  it(
    'shows a closed listing as its outcome, dealt or not, and an open one as its review and its stage',
    SLOW,
    async () => {
      const outcomes = [
        rows[3]!,
        listingOf({ id: 5, product_name: '流拍的碳汇项目', audit_status: 1, audit_type: 2, enroll_status: 4 }),
        listingOf({ id: 6, product_name: '报名中的草场项目', audit_status: 1, audit_type: 2, enroll_status: 1 }),
      ];
      stubPublishingApi({ [API.myListings]: () => ({ data: { total: 3, data: outcomes } }) });
      renderInApp(<MyListingsTab />);
      expect(await screen.findByText('已成交的林地项目')).toBeInTheDocument();
      expect(rowOf('已成交的林地项目')).toHaveTextContent('已成交');
      expect(rowOf('已成交的林地项目')).not.toHaveTextContent('审核通过');
      expect(within(rowOf('已成交的林地项目')).getByRole('link', { name: '查看成交' })).toHaveAttribute(
        'href',
        '/main/myAccount?tab=deals',
      );
      expect(rowOf('流拍的碳汇项目')).toHaveTextContent('已结束（未成交）');
      expect(rowOf('报名中的草场项目')).toHaveTextContent('审核通过-复审');
      expect(rowOf('报名中的草场项目')).toHaveTextContent('正在报名中');
    },
  );

  it('keeps an edit typed into the dialog when the server refuses it, and says why', SLOW, async () => {
    const calls = stubPublishingApi({
      [API.myListings]: () => ({ data: { total: 1, data: [rows[0]] } }),
      [API.editProject]: () => ({ code: 409, msg: '项目已成交或已结束，不能修改' }),
    });
    renderInApp(<MyListingsTab />);
    await screen.findByText('初审中的碳汇项目');
    await userEvent.click(rowOf('初审中的碳汇项目').querySelectorAll('button')[1]!);
    const name = await waitFor(() => document.getElementById('product_name') as HTMLInputElement);
    await userEvent.clear(name);
    await userEvent.type(name, '改名后的碳汇项目');
    const step = () => screen.getByText(/下一步/, { selector: 'button span' }).closest('button')!;
    await userEvent.click(step());
    await userEvent.click(step());
    await userEvent.click(await screen.findByText(/提\s*交/, { selector: 'button span' }));

    expect(await screen.findByText('项目已成交或已结束，不能修改')).toBeInTheDocument();
    expect(calls.find((call) => call.path === API.editProject)?.body).toMatchObject({
      id: 1,
      product_name: '改名后的碳汇项目',
    });
    expect(document.getElementById('product_name')).toHaveValue('改名后的碳汇项目');
  });
});
