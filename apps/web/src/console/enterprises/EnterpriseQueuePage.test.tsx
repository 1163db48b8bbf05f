import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API, CONSOLE_STORAGE_KEYS, consoleMessages, CONSOLE_API, type EnterpriseQueueRow } from '@jhy/contract';
import { enterpriseOf, idTypes, renderInApp, stubEnterpriseApi } from '../../test/enterpriseFixtures';
import EnterpriseQueuePage from './EnterpriseQueuePage';

const queued = (overrides: Partial<EnterpriseQueueRow> = {}): EnterpriseQueueRow => ({
  ...enterpriseOf({
    id: 5,
    company_name: '玉树牦牛乳业公司',
    business_license_file: [{ name: '营业执照.png', src: '/uploads/a/license.png', url: '/uploads/a/license.png?s=1' }],
    authorize_file: [
      { name: '授权委托书.docx', src: '/uploads/a/authorize.docx', url: '/uploads/a/authorize.docx?s=1' },
    ],
    ...overrides,
  }),
  userMobile: '13997001234',
  demo: false,
});

function stubQueue(record: EnterpriseQueueRow) {
  let current = record;
  const calls = stubEnterpriseApi({
    [API.getCategory]: () => ({ data: { id_type: idTypes } }),
    [CONSOLE_API.enterpriseQueue]: () => ({ data: { total: 1, data: [current] } }),
    [CONSOLE_API.enterpriseDetail]: () => ({ data: current }),
    [CONSOLE_API.enterpriseDecide]: (body) => {
      if (body.decision === 'reject' && !body.remark) return { code: 400, msg: consoleMessages.rejectRemarkRequired };
      const to = { take: 0, pass: 1, reject: 2 }[String(body.decision)]!;
      current = { ...current, auth_status: to, remark: String(body.remark ?? '') };
      return { msg: '保存成功', data: current };
    },
  });
  return calls;
}

async function openRecord(user: ReturnType<typeof userEvent.setup>, name: string) {
  const row = (await screen.findByText(name)).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: /审\s*核/ }));
  return screen.findByRole('dialog', { name: /企业详情/ });
}

describe('the enterprise verification queue (console)', () => {
  it('opens on pending enterprises and filters by status and by name', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'staff-token');
    const calls = stubQueue(queued());
    const user = userEvent.setup();
    renderInApp(<EnterpriseQueuePage />, '/console/review/enterprises');

    expect(await screen.findByText('玉树牦牛乳业公司')).toBeInTheDocument();
    const lists = () => calls.filter((call) => call.path === CONSOLE_API.enterpriseQueue);
    expect(lists()[0]?.body).toMatchObject({ page: 1, authStatus: -1, companyName: '' });

    await user.click(screen.getByText('已认证'));
    await waitFor(() => expect(lists().at(-1)?.body).toMatchObject({ authStatus: 1 }));
    await user.type(screen.getByPlaceholderText('请输入企业名称'), '玉树{Enter}');
    await waitFor(() => expect(lists().at(-1)?.body).toMatchObject({ authStatus: 1, companyName: '玉树', page: 1 }));
  });

  it('shows every submitted field and attachment in the drawer', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'staff-token');
    stubQueue(queued());
    const user = userEvent.setup();
    renderInApp(<EnterpriseQueuePage />, '/console/review/enterprises');
    const drawer = await openRecord(user, '玉树牦牛乳业公司');

    for (const text of [
      '91632621MA7XY1234K',
      '统一社会信用代码证',
      '青海省/果洛藏族自治州/玛沁县',
      '大武镇雪山路 8 号',
      '才让多杰',
      '11010519491231002X',
      '李青',
      '18997005678',
      '已阅读并同意',
    ]) {
      expect(await within(drawer).findByText(text)).toBeInTheDocument();
    }
    // The legal person's mobile and the submitting user's happen to be the same here.
    expect(within(drawer).getAllByText('13997001234')).toHaveLength(2);
    // Images preview in place, PDFs open in the viewer, other files download.
    expect(within(drawer).getByRole('img', { name: '营业执照.png' })).toHaveAttribute(
      'src',
      '/uploads/a/license.png?s=1',
    );
    expect(within(drawer).getByRole('button', { name: /legal-id\.pdf/ })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: /授权委托书\.docx/ })).toHaveAttribute(
      'href',
      '/uploads/a/authorize.docx?s=1',
    );
  });

  it('takes a pending enterprise, then rejects it only with a remark', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'staff-token');
    const calls = stubQueue(queued());
    const user = userEvent.setup();
    renderInApp(<EnterpriseQueuePage />, '/console/review/enterprises');
    const drawer = await openRecord(user, '玉树牦牛乳业公司');

    await user.click(await within(drawer).findByRole('button', { name: /受\s*理/ }));
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === CONSOLE_API.enterpriseDecide)?.body).toEqual({
        id: 5,
        decision: 'take',
        remark: '',
        version: '2026-05-06T02:00:00.000Z',
      }),
    );
    // Taken: only pass and reject are left.
    await waitFor(() => expect(within(drawer).queryByRole('button', { name: /受\s*理/ })).toBeNull());

    await user.click(within(drawer).getByRole('button', { name: /驳\s*回/ }));
    // antd gives every dialog the same title id under test, so the remark dialog is found by its text.
    const ask = await waitFor(() => screen.getAllByRole('dialog').find((d) => d.textContent?.startsWith('驳回'))!);
    await user.click(within(ask).getByRole('button', { name: /确认驳回/ }));
    expect(
      await within(ask).findByText(consoleMessages.rejectRemarkRequired, { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    await user.type(within(ask).getByRole('textbox'), '营业执照未加盖公章');
    await user.click(within(ask).getByRole('button', { name: /确认驳回/ }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === CONSOLE_API.enterpriseDecide).at(-1)?.body).toEqual({
        id: 5,
        decision: 'reject',
        remark: '营业执照未加盖公章',
        version: '2026-05-06T02:00:00.000Z',
      }),
    );
  });
});
