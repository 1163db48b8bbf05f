import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AntdScope } from '../../app/AntdScope';
import { AppProviders } from '../../app/AppProviders';
import { ReviewQueuePage } from './ReviewQueuePage';
import type { ReviewQueueConfig } from './reviewTypes';

interface Row {
  id: number;
  company_name: string;
  auth_status: number;
}

const rows: Row[] = [
  { id: 7, company_name: '果洛生态牧业有限公司', auth_status: 0 },
  { id: 8, company_name: '玉树高原林业合作社', auth_status: -1 },
];

function queue(overrides: Partial<ReviewQueueConfig<Row, Row & { license: string }>> = {}) {
  const config: ReviewQueueConfig<Row, Row & { license: string }> = {
    key: 'testQueue',
    noun: '企业',
    statuses: [
      { value: -1, label: '待认证', color: 'orange' },
      { value: 0, label: '认证中', color: 'blue' },
      { value: 1, label: '已认证', color: 'green' },
      { value: 2, label: '未通过', color: 'red' },
    ],
    defaultStatus: 0,
    statusOf: (record) => record.auth_status,
    columns: [{ title: '企业名称', dataIndex: 'company_name' }],
    fetchPage: vi.fn(async () => ({ total: rows.length, data: rows })),
    fetchDetail: vi.fn(async (id: number) => ({
      ...rows.find((row) => row.id === id)!,
      license: '91632700MA752XYZ1K',
    })),
    sections: (detail) => [
      {
        title: '企业信息',
        fields: [
          { label: '企业名称', value: detail.company_name },
          { label: '统一社会信用代码', value: detail.license },
          {
            label: '营业执照',
            attachments: [
              { name: '营业执照.png', src: '/uploads/license.png' },
              { name: '授权书.pdf', src: '/uploads/authorize.pdf' },
              { name: '章程.docx', src: '/uploads/rules.docx' },
            ],
          },
        ],
      },
    ],
    decisions: (detail) => (detail.auth_status === 0 ? ['pass', 'reject'] : ['take']),
    versionOf: (detail) => `v-${detail.id}-${detail.auth_status}`,
    decide: vi.fn(async () => ({ msg: '保存成功' })),
    ...overrides,
  };
  return config;
}

function renderQueue(config: ReturnType<typeof queue>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders queryClient={queryClient}>
      {/* As the console draws it (console/ConsoleWorkspace.tsx). */}
      <AntdScope>
        <ReviewQueuePage config={config} />
      </AntdScope>
    </AppProviders>,
  );
}

describe('the review pattern', () => {
  it('lists the queue on its default status and filters by another', async () => {
    const config = queue();
    renderQueue(config);
    expect(await screen.findByText('果洛生态牧业有限公司')).toBeVisible();
    expect(config.fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 20, status: 0 });

    await userEvent.click(screen.getByText('已认证'));
    await waitFor(() => expect(config.fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 20, status: 1 }));
    await userEvent.click(screen.getByText('全部'));
    await waitFor(() => expect(config.fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 20, status: undefined }));
  });

  it('opens a record with every submitted field and its attachments in place', async () => {
    renderQueue(queue());
    await userEvent.click((await screen.findAllByRole('button', { name: /^审\s*核$/ }))[0]!);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('91632700MA752XYZ1K')).toBeVisible();
    expect(within(drawer).getByRole('img', { name: '营业执照.png' })).toHaveAttribute('src', '/uploads/license.png');
    expect(within(drawer).getByRole('button', { name: /授权书\.pdf/ })).toBeVisible();
    expect(within(drawer).getByRole('link', { name: /章程\.docx/ })).toHaveAttribute('href', '/uploads/rules.docx');
  });

  it('refuses to reject without a remark, then sends the remark', async () => {
    const config = queue();
    renderQueue(config);
    await userEvent.click((await screen.findAllByRole('button', { name: /^审\s*核$/ }))[0]!);
    await userEvent.click(await screen.findByRole('button', { name: /^驳\s*回$/ }));
    // antd labels every dialog with the same id under test, so find this one by its content.
    await screen.findByText('驳回原因（申请人可见）');
    const ask = screen.getAllByRole('dialog').find((dialog) => dialog.textContent?.includes('驳回原因'))!;
    await userEvent.click(within(ask).getByRole('button', { name: '确认驳回' }));
    // Present (antd animates it in; jsdom never finishes the animation).
    expect(await within(ask).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(config.decide).not.toHaveBeenCalled();

    await userEvent.type(within(ask).getByRole('textbox'), '营业执照未加盖公章');
    await userEvent.click(within(ask).getByRole('button', { name: '确认驳回' }));
    await waitFor(() =>
      expect(config.decide).toHaveBeenCalledWith({
        id: 7,
        decision: 'reject',
        remark: '营业执照未加盖公章',
        version: 'v-7-0',
      }),
    );
  });

  it('offers only the decisions the record accepts', async () => {
    renderQueue(queue({ defaultStatus: undefined }));
    await userEvent.click((await screen.findAllByRole('button', { name: /^审\s*核$/ }))[1]!);
    expect(await screen.findByRole('button', { name: /^受\s*理$/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^驳\s*回$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '审核通过' })).toBeNull();
  });
});
