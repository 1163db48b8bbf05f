import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { API, STORAGE_KEYS } from '@jhy/contract';
import AddCompanyPage from './AddCompanyPage';
import { areaOptions, idTypes, renderInApp, stubEnterpriseApi } from '../../test/enterpriseFixtures';

/** Answers every upload at once, as the server would: the file's name and a stored path. */
let stored = 0;
class InstantUpload {
  upload = {};
  status = 200;
  responseText = '';
  onload?: () => void;
  open() {}
  setRequestHeader() {}
  send(form: FormData) {
    const file = form.get('file') as File;
    this.responseText = JSON.stringify({
      code: 200,
      msg: '上传成功',
      data: { name: file.name, src: `/uploads/t/${++stored}.pdf` },
    });
    queueMicrotask(() => this.onload?.());
  }
}

const itemOf = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
const type = (label: string, value: string) =>
  fireEvent.change(within(itemOf(label)).getByRole('textbox'), { target: { value } });

async function fillTheForm(user: UserEvent) {
  type('企业名称', '玛沁雪山牧业有限公司');
  type('统一社会信用代码', '91632621MA7XY1234K');
  type('详细地址', '大武镇雪山路 8 号');
  type('法人姓名', '才让多杰');
  type('法人身份证号', '11010519491231002X');
  type('法人手机号', '13997001234');
  type('联系人姓名', '李青');
  type('联系人身份证号', '110105491231002');
  type('联系人手机号', '18997005678');
  await user.click(within(itemOf('证件类型')).getByRole('combobox'));
  const options = await screen.findAllByTitle('营业执照');
  await user.click(options.find((option) => option.classList.contains('ant-select-item-option'))!);
  await user.click(within(itemOf('经营所在地')).getByRole('combobox'));
  await user.click(await screen.findByText('青海省'));
  await user.click(await screen.findByText('果洛藏族自治州'));
  await user.click(await screen.findByText('玛沁县'));
  for (const group of ['营业执照', '法人身份证照片', '经办人身份证照片', '授权委托书']) {
    const input = itemOf(group).querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], `${group}.pdf`, { type: 'application/pdf' }));
    expect(await within(itemOf(group)).findByRole('link', { name: `${group}.pdf` })).toBeInTheDocument();
  }
  await user.click(screen.getByRole('checkbox', { name: /企业承诺函/ }));
}

describe('/main/addCompany', () => {
  it('keeps what was typed and shows the server message when refused, then returns with the flag when added', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'user-token');
    vi.stubGlobal('XMLHttpRequest', InstantUpload);
    let refuse = true;
    const calls = stubEnterpriseApi({
      [API.areaInfo]: () => ({ data: areaOptions }),
      [API.getCategory]: () => ({ data: { id_type: idTypes } }),
      [API.companyAdd]: () =>
        refuse ? { code: 400, msg: '附件无效，请重新上传' } : { msg: '提交成功，请等待审核', data: { id: 9 } },
    });
    const user = userEvent.setup();
    const { router } = renderInApp(<AddCompanyPage />, '/main/addCompany');
    await fillTheForm(user);

    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(calls.some((call) => call.path === API.companyAdd)).toBe(true), { timeout: 20_000 });
    expect(await screen.findByText('附件无效，请重新上传')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/main/addCompany');
    expect(within(itemOf('企业名称')).getByRole('textbox')).toHaveValue('玛沁雪山牧业有限公司');
    expect(localStorage.getItem(STORAGE_KEYS.flagAddCompany)).toBeNull();
    expect(calls.find((call) => call.path === API.companyAdd)?.body).toMatchObject({
      company_name: '玛沁雪山牧业有限公司',
      id_type: 157,
      area_code: '63/6326/632621',
      business_license_file: [{ name: '营业执照.pdf', src: expect.stringMatching(/^\/uploads\/t\/\d+\.pdf$/) }],
      membership: 1,
    });

    refuse = false;
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/myAccount'));
    expect(router.state.location.search).toBe('?comeFrom=addCompany');
    expect(localStorage.getItem(STORAGE_KEYS.flagAddCompany)).toBe('1');
    // Filling every field of the form through the controls takes a while in jsdom.
  }, 40_000);

  it('asks a visitor to log in first, and comes back here after', async () => {
    stubEnterpriseApi({});
    const user = userEvent.setup();
    const { router } = renderInApp(<AddCompanyPage />, '/main/addCompany');
    await user.click(screen.getByRole('button', { name: /去登录/ }));
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.redirectPath)).toBe('/main/addCompany');
  });
});
