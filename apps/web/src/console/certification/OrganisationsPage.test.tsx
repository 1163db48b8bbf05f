import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSOLE_API } from '@jhy/contract';
import { renderInApp, stubEnterpriseApi as stubConsoleApi } from '../../test/enterpriseFixtures';
import OrganisationsPage from './OrganisationsPage';

const SLOW = { timeout: 20_000 };
const organisation = { id: 7, title: '三江源绿色食品检测认证有限公司', img_path: '', sort: 1, content: '<p>简介</p>' };

const callsTo = (calls: Array<{ path: string; body: Record<string, unknown> }>, path: string) =>
  calls.filter((call) => call.path === path);

describe('the organisations editor', () => {
  it('deletes after a confirmation, says the server’s message and reads the list again', async () => {
    const calls = stubConsoleApi({
      [CONSOLE_API.certificationOrganisations]: () => ({ data: [organisation] }),
      [CONSOLE_API.certificationOrganisationDelete]: () => ({ msg: '删除成功' }),
    });
    const user = userEvent.setup();
    renderInApp(<OrganisationsPage />, '/console/content/organisations');

    await user.click(await screen.findByRole('button', { name: /删\s*除/ }, SLOW));
    expect(callsTo(calls, CONSOLE_API.certificationOrganisationDelete)).toEqual([]);
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: /删\s*除/ }));

    expect(await screen.findByText('删除成功', {}, SLOW)).toBeInTheDocument();
    expect(callsTo(calls, CONSOLE_API.certificationOrganisationDelete).map((call) => call.body)).toEqual([{ id: 7 }]);
    await waitFor(() => expect(callsTo(calls, CONSOLE_API.certificationOrganisations)).toHaveLength(2));
  });

  it('says the server’s reason when a delete is refused, and nothing of a title', async () => {
    stubConsoleApi({
      [CONSOLE_API.certificationOrganisations]: () => ({ data: [organisation] }),
      [CONSOLE_API.certificationOrganisationDelete]: () => ({ code: 404, msg: '认证机构不存在' }),
    });
    const user = userEvent.setup();
    renderInApp(<OrganisationsPage />, '/console/content/organisations');

    await user.click(await screen.findByRole('button', { name: /删\s*除/ }, SLOW));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('认证机构不存在', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('请输入机构名称')).toBeNull();
  });

  it('saves a new organisation, closes the dialog and reads the list again', async () => {
    const calls = stubConsoleApi({
      [CONSOLE_API.certificationOrganisations]: () => ({ data: [] }),
      [CONSOLE_API.certificationOrganisationSave]: (body) => ({ msg: '保存成功', data: { ...organisation, ...body } }),
    });
    const user = userEvent.setup();
    renderInApp(<OrganisationsPage />, '/console/content/organisations');

    await user.click(await screen.findByRole('button', { name: /新增认证机构/ }, SLOW));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('机构名称'), '玉树州有机产品认证中心');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));

    expect(await screen.findByText('保存成功', {}, SLOW)).toBeInTheDocument();
    const [saved] = callsTo(calls, CONSOLE_API.certificationOrganisationSave);
    expect(saved?.body).toMatchObject({ title: '玉树州有机产品认证中心', sort: 0 });
    expect(saved?.body).not.toHaveProperty('id');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(callsTo(calls, CONSOLE_API.certificationOrganisations)).toHaveLength(2));
  });
});
