import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { API, type EnterpriseView } from '@jhy/contract';
import { MyEnterprisesTab } from './MyEnterprisesTab';
import { areaOptions, enterpriseOf, idTypes, renderInApp, stubEnterpriseApi } from '../../test/enterpriseFixtures';

const rows = [
  enterpriseOf({ id: 1, company_name: '待认证牧业', auth_status: -1 }),
  enterpriseOf({ id: 2, company_name: '认证中林业', auth_status: 0 }),
  enterpriseOf({ id: 3, company_name: '已认证碳汇', auth_status: 1 }),
  enterpriseOf({ id: 4, company_name: '未通过水务', auth_status: 2, remark: '营业执照未加盖公章' }),
];

/** The server's list: 4 a page, by name, counting certified ones over everything. */
function stubList(all: EnterpriseView[], extra: Parameters<typeof stubEnterpriseApi>[0] = {}) {
  return stubEnterpriseApi({
    [API.myCompanies]: (body) => {
      const matching = all.filter((row) => row.company_name.includes(String(body.company_name ?? '')));
      const page = Number(body.page);
      return {
        data: {
          total: matching.length,
          certified: all.filter((row) => row.auth_status === 1).length,
          rows: matching.slice((page - 1) * 4, page * 4),
        },
      };
    },
    [API.areaInfo]: () => ({ data: areaOptions }),
    [API.getCategory]: () => ({ data: { id_type: idTypes } }),
    ...extra,
  });
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

/** A screen `px` wide, as antd's breakpoints ask it through matchMedia (jsdom has no layout). */
function screenWidth(px: number) {
  vi.stubGlobal('matchMedia', (media: string) => {
    const min = /min-width:\s*(\d+)px/.exec(media);
    const max = /max-width:\s*(\d+)px/.exec(media);
    const matches = (!min || px >= Number(min[1])) && (!max || px <= Number(max[1]));
    return {
      matches,
      media,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    };
  });
}

describe('我的企业 tab', () => {
  it('lists the enterprises with the status labels and colours of docs/product.md §4, the remark and the certified count', async () => {
    screenWidth(1440);
    const calls = stubList(rows);
    renderInApp(<MyEnterprisesTab />);

    expect(await screen.findByText('待认证牧业')).toBeInTheDocument();
    const expected: [string, string, string][] = [
      ['待认证牧业', '待认证', 'orange'],
      ['认证中林业', '认证中', 'blue'],
      ['已认证碳汇', '已认证', 'green'],
      ['未通过水务', '未通过', 'red'],
    ];
    for (const [name, label, colour] of expected) {
      const tag = within(rowOf(name)).getByText(label);
      expect(tag.className).toContain(`ant-tag-${colour}`);
    }
    expect(within(rowOf('未通过水务')).getByText('营业执照未加盖公章')).toBeInTheDocument();
    expect(screen.getByTestId('certified-count')).toHaveTextContent('1');
    expect(screen.getByText(/已认证企业：/)).toHaveTextContent('已认证企业：1 家');
    expect(calls.find((call) => call.path === API.myCompanies)?.body).toMatchObject({ page: 1, limit: 4 });
  });

  it('keeps the status and the actions in view on a phone, with the code and the remark under the name', async () => {
    screenWidth(375);
    stubList(rows);
    renderInApp(<MyEnterprisesTab />);

    const row = (await screen.findByText('未通过水务')).closest('tr') as HTMLElement;
    expect(within(row).getByText('审核意见：营业执照未加盖公章')).toBeInTheDocument();
    expect(within(row).getByText('91632621MA7XY1234K')).toBeInTheDocument();
    expect(within(row).getByText('未通过')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /编\s*辑/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '审核意见' })).toBeNull();
  });

  it('pages by 4 on the server and searches by name from page 1', async () => {
    const many = Array.from({ length: 6 }, (_, i) => enterpriseOf({ id: i + 1, company_name: `企业${i + 1}` }));
    const calls = stubList(many);
    const user = userEvent.setup();
    renderInApp(<MyEnterprisesTab />);

    expect(await screen.findByText('企业1')).toBeInTheDocument();
    expect(screen.queryByText('企业5')).toBeNull();
    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('企业5')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('请输入企业名称'), '企业6{Enter}');
    expect(await screen.findByText('企业6')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === API.myCompanies).at(-1)?.body).toMatchObject({
      page: 1,
      limit: 4,
      company_name: '企业6',
    });
  });

  it("shows '暂无数据...' when there is no enterprise", async () => {
    stubList([]);
    renderInApp(<MyEnterprisesTab />);
    expect(await screen.findByText('暂无数据...')).toBeInTheDocument();
  });

  it("deletes only after '确定要删除吗', and shows the server's refusal", async () => {
    let refuse = true;
    const calls = stubList(rows, {
      [API.companyDelete]: () =>
        refuse ? { code: 409, msg: '该企业已被挂牌项目或认证申请使用，不能删除' } : { msg: '删除成功' },
    });
    const user = userEvent.setup();
    renderInApp(<MyEnterprisesTab />);

    await screen.findByText('已认证碳汇');
    await user.click(within(rowOf('已认证碳汇')).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确定要删除吗')).toBeInTheDocument();
    expect(calls.some((call) => call.path === API.companyDelete)).toBe(false);
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('该企业已被挂牌项目或认证申请使用，不能删除')).toBeInTheDocument();
    expect(calls.find((call) => call.path === API.companyDelete)?.body).toEqual({ id: 3 });

    refuse = false;
    await user.click(within(rowOf('待认证牧业')).getByRole('button', { name: /删\s*除/ }));
    await user.click((await screen.findAllByRole('button', { name: /确\s*定/ })).at(-1)!);
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === API.companyDelete).at(-1)?.body).toEqual({ id: 1 });
  });

  it("opens the edit dialog with the enterprise's values, says what to fix in Chinese and saves with its id", async () => {
    const calls = stubList(rows, { [API.companyEdit]: () => ({ msg: '修改成功，请等待审核' }) });
    const user = userEvent.setup();
    renderInApp(<MyEnterprisesTab />);

    await screen.findByText('未通过水务');
    await user.click(within(rowOf('未通过水务')).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog', { name: '编辑企业' });
    expect(within(dialog).getByDisplayValue('未通过水务')).toBeInTheDocument();

    // A broken rule: one Chinese summary and the field's own message; nothing is sent.
    const name = within(dialog).getByDisplayValue('未通过水务');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请按提示修改标红的内容')).toBeInTheDocument();
    expect(screen.queryByText('edit failed')).toBeNull();
    expect(calls.some((call) => call.path === API.companyEdit)).toBe(false);

    // The commitment given before stays given: the box is ticked, nothing to tick again.
    expect(within(dialog).getByRole('checkbox', { name: /企业承诺函/ })).toBeChecked();
    await user.type(name, '三江源水务有限公司');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('修改成功，请等待审核')).toBeInTheDocument();
    expect(calls.find((call) => call.path === API.companyEdit)?.body).toMatchObject({
      id: 4,
      company_name: '三江源水务有限公司',
      area_code: '63/6326/632621',
      membership: 1,
    });
    // The list is asked for again, so the row shows its new name and status (pending again).
    const editAt = calls.findIndex((call) => call.path === API.companyEdit);
    await waitFor(() => expect(calls.slice(editAt).some((call) => call.path === API.myCompanies)).toBe(true));
  });

  it("goes to /main/addCompany from '添加企业'", async () => {
    stubList([]);
    const user = userEvent.setup();
    const { router } = renderInApp(<MyEnterprisesTab />);
    await user.click(screen.getByRole('button', { name: /添加企业/ }));
    expect(router.state.location.pathname).toBe('/main/addCompany');
  });
});
