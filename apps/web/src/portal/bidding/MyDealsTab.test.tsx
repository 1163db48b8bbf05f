import { API, type MyDeal } from '@jhy/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logInAs, testUser } from '../../test/accountFixtures';
import { renderRoute } from '../../test/renderRoute';
import { ok, stubAccountApi } from '../../test/stubAccountApi';

const user = testUser({ nick_name: '玉树生态' });

const deal = (id: number, values: Partial<MyDeal>): MyDeal => ({
  id,
  no: `JHY20261129-ABCDEFG${id + 1}`,
  listing_id: 40 + id,
  form_type: 1,
  product_id: `JHY-2026-00${id}`,
  product_name: `三江源林业碳汇 ${id} 期`,
  method: 1,
  seller_name: '玉树生态',
  buyer_name: '果洛牧业',
  quantity: '9010',
  price: '74.8900',
  dealt_at: '2026-11-29 10:00:05',
  role: 'seller',
  counterparty: '果洛牧业',
  bidder_code: 'A003',
  ...values,
});

describe('我的成交', () => {
  it('lists the sales of both sides with the other party, the price and the confirmation', async () => {
    logInAs(user);
    const { calls } = stubAccountApi({
      [API.userInfo]: () => ok(user),
      [API.messageUnread]: () => ok({ unread: 0 }),
      [API.dealMine]: () =>
        ok({
          total: 2,
          data: [
            deal(1, {}),
            deal(2, { role: 'buyer', method: 2, counterparty: '海北草业', bidder_code: '', price: '12.5000' }),
          ],
        }),
    });
    renderRoute('/main/myAccount?tab=deals');
    const tab = await screen.findByRole('region', { name: '我的成交' });
    const sold = (await within(tab).findByText('三江源林业碳汇 1 期')).closest('tr')!;
    expect(sold).toHaveTextContent('转让方');
    expect(sold).toHaveTextContent('受让方：果洛牧业（竞价号 A003）');
    expect(sold).toHaveTextContent('74.89 万元');
    expect(within(sold).getByRole('link', { name: 'JHY20261129-ABCDEFG2' })).toBeInTheDocument();
    // `hidden: true`: the row is on screen (found above by its text); the accessibility-tree check
    // walks every ancestor's computed style in jsdom and took 30–50 s for this one button.
    expect(within(sold).getByRole('button', { name: /下载成交确认书/, hidden: true })).toBeInTheDocument();

    const bought = within(tab).getByText('三江源林业碳汇 2 期').closest('tr')!;
    expect(bought).toHaveTextContent('受让方');
    expect(bought).toHaveTextContent('转让方：海北草业');
    expect(bought).toHaveTextContent('协议转让');
    expect(calls.find((call) => call.path === API.dealMine)?.body).toMatchObject({ page: 1 });
  });

  it('says so when there is no sale', async () => {
    logInAs(user);
    stubAccountApi({
      [API.userInfo]: () => ok(user),
      [API.messageUnread]: () => ok({ unread: 0 }),
      [API.dealMine]: () => ok({ total: 0, data: [] }),
    });
    renderRoute('/main/myAccount?tab=deals');
    const tab = await screen.findByRole('region', { name: '我的成交' });
    expect(await within(tab).findByText('暂无数据...')).toBeInTheDocument();
  });
});
