import { Button, Form } from 'antd';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { areaOptions, enterpriseOf, idTypes, renderInApp, stubEnterpriseApi } from '../../../test/enterpriseFixtures';
import { attachmentProblem } from '../../../components/upload/AttachmentGroupField';
import { EnterpriseForm } from './EnterpriseForm';
import { toFormValues, type EnterpriseFormValues, type EnterprisePayload } from './enterpriseFormValues';

function Harness({
  initialValues,
  onSubmit,
}: {
  initialValues?: EnterpriseFormValues;
  onSubmit: (p: EnterprisePayload) => void;
}) {
  const [form] = Form.useForm<EnterpriseFormValues>();
  return (
    <EnterpriseForm form={form} initialValues={initialValues} onSubmit={onSubmit}>
      <Button htmlType="submit">提交</Button>
    </EnterpriseForm>
  );
}

// antd puts a space between two Chinese characters of a button.
const SUBMIT = /提\s*交/;

const stubReferenceData = () =>
  stubEnterpriseApi({
    '/index/common/areaInfo': () => ({ data: areaOptions }),
    '/index/Common/getCategory': () => ({ data: { id_type: idTypes } }),
  });

const formItemOf = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

describe('the enterprise form', () => {
  it('says what the server would say for every empty field and warns about the commitment', async () => {
    stubReferenceData();
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderInApp(<Harness onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: SUBMIT }));

    for (const message of [
      '请输入企业名称',
      '请输入统一社会信用代码',
      '请选择证件类型',
      // Nothing chosen yet: 'choose', not 'choose again'.
      '请选择经营所在地',
      '请输入详细地址',
      '请输入法人姓名',
      '请输入法人身份证号码',
      '请输入联系人身份证号码',
      '请上传营业执照',
      '请上传法人身份证照片',
      '请上传经办人身份证照片',
      '请上传授权委托书',
    ]) {
      expect(await screen.findByText(message, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    }
    // One summary for the whole form, not a toast per rule; each field says its own message.
    expect(await screen.findAllByText('请按提示修改标红的内容')).toHaveLength(1);
    expect(await screen.findAllByText('请阅读企业承诺函')).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the labels, the seal notice and the commitment text', async () => {
    stubReferenceData();
    renderInApp(<Harness onSubmit={vi.fn()} />);
    for (const label of [
      '企业名称',
      '统一社会信用代码',
      '证件类型',
      '经营所在地',
      '详细地址',
      '企业简介',
      '法人姓名',
      '法人身份证号',
      '法人手机号',
      '联系人姓名',
      '联系人身份证号',
      '联系人手机号',
      '营业执照',
      '法人身份证照片',
      '经办人身份证照片',
      '授权委托书',
    ]) {
      expect(screen.getByText(label, { selector: 'label' })).toBeInTheDocument();
    }
    expect(screen.getByText('所有附件须加盖企业公章。')).toBeInTheDocument();
    expect(screen.getByText(/本企业承诺：所提交的企业信息及证明材料真实、合法、有效/)).toBeInTheDocument();
  });

  it("refuses an ID number whose check character is wrong with '身份证号码格式不正确'", async () => {
    stubReferenceData();
    const user = userEvent.setup();
    renderInApp(<Harness onSubmit={vi.fn()} />);
    await user.type(within(formItemOf('法人身份证号')).getByRole('textbox'), '110105194912310021');
    await user.tab();
    expect(await within(formItemOf('法人身份证号')).findByText('身份证号码格式不正确')).toBeInTheDocument();
  });

  it('sends the wire payload: area codes joined by "/", consent as 1, ID letters upper case', async () => {
    stubReferenceData();
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const enterprise = enterpriseOf({ legal_code: '11010519491231002x' });
    renderInApp(<Harness initialValues={toFormValues(enterprise)} onSubmit={onSubmit} />);

    // The enterprise gave its commitment already: editing does not ask for it again.
    expect(screen.getByRole('checkbox', { name: /企业承诺函/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      company_name: '果洛生态牧业有限公司',
      id_type: 156,
      area_code: '63/6326/632621',
      legal_code: '11010519491231002X',
      business_license_file: enterprise.business_license_file,
      membership: 1,
    });
  });

  it('asks to choose the area again when the kept path is no longer in the region tree', async () => {
    stubReferenceData();
    const user = userEvent.setup();
    renderInApp(
      <Harness initialValues={toFormValues(enterpriseOf({ area_code: '63/6326/999999' }))} onSubmit={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await within(formItemOf('经营所在地')).findByText('请重选择经营所在地')).toBeInTheDocument();
  });
});

describe('attachment groups', () => {
  it('allow the extensions and the 20 MB of docs/product.md §5 only', () => {
    expect(attachmentProblem({ name: '营业执照.PDF', size: 1024 })).toBeNull();
    expect(attachmentProblem({ name: 'scan.jpeg', size: 20 * 1024 * 1024 })).toBeNull();
    expect(attachmentProblem({ name: 'scan.jpeg', size: 20 * 1024 * 1024 + 1 })).toBe('上传文件大小不能超过 20MB!');
    expect(attachmentProblem({ name: 'setup.exe', size: 10 })).toMatch(/^文件格式不支持/);
    expect(attachmentProblem({ name: 'page.html', size: 10 })).toMatch(/^文件格式不支持/);
  });

  it('upload a chosen file with progress and keep what the server answers', async () => {
    stubReferenceData();
    const sent: FormData[] = [];
    const progress: ((event: ProgressEvent) => void)[] = [];
    let finish: () => void = () => undefined;
    class FakeXhr {
      upload: { onprogress?: (event: ProgressEvent) => void } = {};
      status = 200;
      responseText = JSON.stringify({
        code: 200,
        msg: '上传成功',
        data: { name: 'license.pdf', src: '/uploads/a/b.pdf' },
      });
      onload?: () => void;
      open() {}
      setRequestHeader() {}
      send(form: FormData) {
        sent.push(form);
        progress.push((event) => this.upload.onprogress?.(event));
        finish = () => this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderInApp(
      <Harness initialValues={{ ...toFormValues(enterpriseOf()), business_license_file: [] }} onSubmit={onSubmit} />,
    );

    const input = formItemOf('营业执照').querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'license.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    progress[0]!({ lengthComputable: true, loaded: 40, total: 100 } as ProgressEvent);
    expect(await within(formItemOf('营业执照')).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');

    finish();
    expect(await within(formItemOf('营业执照')).findByRole('link', { name: 'license.pdf' })).toHaveAttribute(
      'href',
      '/uploads/a/b.pdf',
    );
    expect((sent[0]!.get('file') as File).name).toBe('license.pdf');

    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].business_license_file).toEqual([
      { name: 'license.pdf', src: '/uploads/a/b.pdf' },
    ]);
  });

  it('refuses a file of another type before sending it', async () => {
    stubReferenceData();
    const user = userEvent.setup({ applyAccept: false });
    renderInApp(<Harness onSubmit={vi.fn()} />);
    const input = formItemOf('授权委托书').querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['<html>'], 'page.html', { type: 'text/html' }));
    expect(await screen.findByText(/page\.html：文件格式不支持/)).toBeInTheDocument();
    expect(within(formItemOf('授权委托书')).queryByText('page.html')).toBeNull();
  });
});
