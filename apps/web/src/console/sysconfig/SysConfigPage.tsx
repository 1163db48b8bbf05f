import { useState } from 'react';
import { Button, Form, Input, Skeleton, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { CONSOLE_API, consoleMessages, type ConsoleSysConfigEntry } from '@jhy/contract';
import { SafeHtml } from '../../components/SafeHtml';
import { consoleTime } from '../consoleTime';
import { ConsoleFormModal } from '../components/ConsoleFormModal';
import { useConsoleChange, useConsoleRows } from '../components/consoleData';
import { LazyRichTextEditor } from '../components/LazyRichTextEditor';
import { actionsColumn } from '../../components/tableColumns';

/** Every system configuration entry of docs/product.md §3; rich text where the portal renders HTML. */
export default function SysConfigPage() {
  const entries = useConsoleRows('sysConfig', CONSOLE_API.sysConfigList, { alwaysFresh: true });
  const [editing, setEditing] = useState<ConsoleSysConfigEntry | null>(null);

  const columns: TableColumnsType<ConsoleSysConfigEntry> = [
    {
      title: '配置项',
      key: 'title',
      width: 200,
      render: (_, entry) => (
        <>
          <div>{entry.title}</div>
          <Typography.Text type="secondary" code>
            {entry.name}
          </Typography.Text>
        </>
      ),
    },
    {
      title: '内容',
      key: 'content',
      render: (_, entry) =>
        entry.format === 'html' ? (
          <div className="jhy-console-html-preview">
            <SafeHtml html={entry.content} />
          </div>
        ) : (
          <span className="jhy-console-text-preview">{entry.content || '—'}</span>
        ),
    },
    {
      title: '格式',
      dataIndex: 'format',
      width: 90,
      responsive: ['md'],
      render: (format: string) => (format === 'html' ? <Tag color="purple">富文本</Tag> : <Tag>文本</Tag>),
    },
    { title: '更新时间', dataIndex: 'updatedAt', width: 180, render: consoleTime, responsive: ['lg'] },
    actionsColumn(90, (entry) => (
      <Button type="link" size="small" onClick={() => setEditing(entry)} aria-label={`编辑${entry.title}`}>
        编辑
      </Button>
    )),
  ];

  if (!entries.data) return <Skeleton active />;
  return (
    <>
      <Table rowKey="name" columns={columns} dataSource={entries.data} pagination={false} scroll={{ x: 880 }} />
      {/* Keyed by entry: each dialog gets a fresh form, so it can never hold the previous entry's text. */}
      {editing && <SysConfigEditor key={editing.name} entry={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function SysConfigEditor({ entry, onClose }: { entry: ConsoleSysConfigEntry; onClose: () => void }) {
  const [form] = Form.useForm<{ content: string }>();
  const save = useConsoleChange(CONSOLE_API.sysConfigUpdate, {
    refresh: ['sysConfig'],
    failure: '保存失败',
    onDone: onClose,
  });
  const isHtml = entry.format === 'html';

  return (
    <ConsoleFormModal
      title={`编辑：${entry.title}`}
      open
      width={isHtml ? 880 : 560}
      form={form}
      saving={save.isPending}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ content: entry.content }}
        onFinish={({ content }) => save.mutate({ name: entry.name, content })}
      >
        <Form.Item
          name="content"
          label={`${entry.title}（${entry.name}）`}
          extra={isHtml ? '保存时服务器会清除脚本等不安全内容。' : undefined}
          rules={
            entry.name === 'company_email'
              ? [
                  { required: true, message: consoleMessages.emailInvalid },
                  { type: 'email', message: consoleMessages.emailInvalid },
                ]
              : [{ max: isHtml ? 200_000 : 2000, message: consoleMessages.sysConfigTooLong }]
          }
        >
          {isHtml ? (
            <LazyRichTextEditor ariaLabel={entry.title} />
          ) : (
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} showCount maxLength={2000} />
          )}
        </Form.Item>
      </Form>
    </ConsoleFormModal>
  );
}
