import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/enterpriseFixtures';
import { listingOf } from '../../../test/listingFixtures';
import { stubPublishingApi } from '../publishingTestApi';
import { ProjectForm } from './ProjectForm';
import { toProjectFormValues, type ProjectFormValues, type ProjectPayload } from './projectFormValues';

function Harness(props: {
  initialValues?: ProjectFormValues;
  readOnly?: boolean;
  onSubmit?: (payload: ProjectPayload) => void;
}) {
  const [form] = Form.useForm<ProjectFormValues>();
  return <ProjectForm form={form} {...props} />;
}

// The form keeps its three tabs mounted, a large DOM: role and label queries crawl over it in
// jsdom, so these reach controls by the id antd gives each field (its name) and buttons by text.
const field = (name: string) => document.getElementById(name) as HTMLInputElement;
const button = (text: RegExp) => screen.getByText(text, { selector: 'button span' }).closest('button')!;
const activeTab = () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? '';
const itemOf = (name: string) => field(name).closest('.ant-form-item') as HTMLElement;
const stored = () => toProjectFormValues(listingOf());
const SLOW = { timeout: 60_000 };

describe('the three-step listing form', () => {
  it('opens the next tab only when this one holds, keeping what was typed', SLOW, async () => {
    stubPublishingApi();
    renderInApp(<Harness initialValues={{ ...stored(), contacts_phone: '' }} />);
    await waitFor(() => expect(field('product_name')).toBeTruthy());
    await userEvent.click(button(/下一步/));
    expect(await within(itemOf('contacts_phone')).findByText('请输入联系电话')).toBeInTheDocument();
    expect(activeTab()).toMatch(/基本信息/);
    expect(field('product_name')).toHaveValue('玛沁县林业碳汇开发权转让');

    await userEvent.type(field('contacts_phone'), '0975-8381234');
    await userEvent.click(button(/下一步/));
    await waitFor(() => expect(activeTab()).toMatch(/转让方简况/));
  });

  it('asks an individual transferor for an ID number instead of the credit code', SLOW, async () => {
    stubPublishingApi();
    renderInApp(<Harness initialValues={stored()} />);
    await waitFor(() => expect(field('product_name')).toBeTruthy());
    await userEvent.click(button(/下一步/));
    await waitFor(() => expect(activeTab()).toMatch(/转让方简况/));
    await userEvent.click(field('transfer_type'));
    await userEvent.click(await screen.findByTitle('自然人'));
    await waitFor(() => expect(field('transfer_code')).toBeNull());
    await userEvent.click(button(/下一步/));
    expect(await within(itemOf('transfer_idcard')).findByText('请输入身份证号码')).toBeInTheDocument();
    expect(activeTab()).toMatch(/转让方简况/);
  });

  it('fills and locks the margin from the percentage, shows the exchange account, and sends it all', SLOW, async () => {
    stubPublishingApi();
    const onSubmit = vi.fn();
    renderInApp(
      <Harness initialValues={{ ...stored(), margin_money: 5, account_name: '', account: '' }} onSubmit={onSubmit} />,
    );
    await waitFor(() => expect(field('product_name')).toBeTruthy());
    await userEvent.click(button(/下一步/));
    await waitFor(() => expect(activeTab()).toMatch(/转让方简况/));
    await userEvent.click(button(/下一步/));
    await waitFor(() => expect(activeTab()).toMatch(/保证金/));
    await userEvent.type(field('margin_level'), '10');
    await waitFor(() => expect(field('margin_money')).toHaveValue('12'));
    expect(field('margin_money')).toBeDisabled();
    await waitFor(() => expect(field('account_name')).toHaveValue('江河源生态环境交易中心有限公司'));
    expect(field('account')).toBeDisabled();

    await userEvent.click(button(/提\s*交/));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      margin_level: 10,
      margin_money: 12,
      account: '28100104000088666',
      transfer_code: '91632621MA7XY1234K',
      notice_time: '2026-11-24 至 2026-12-14',
      product_img: ['/uploads/a.png', '/uploads/b.png'],
    });
  });

  it('shows a listing read-only: every field disabled, no 提交', SLOW, async () => {
    stubPublishingApi();
    renderInApp(<Harness initialValues={stored()} readOnly />);
    await waitFor(() => expect(field('product_name')).toBeDisabled());
    await userEvent.click(button(/下一步/));
    await userEvent.click(button(/下一步/));
    await waitFor(() => expect(activeTab()).toMatch(/保证金/));
    expect(field('margin_money_method')).toBeDisabled();
    expect(screen.queryByText(/提\s*交/, { selector: 'button span' })).toBeNull();
  });
});
