import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Space, type TableColumnsType } from 'antd';
import { CONSOLE_API, organisationMessages, type OrganisationDetail } from '@jhy/contract';
import { ContentUploadField, RichTextFormItem } from '../content/ContentUploadField';
import { ConfirmLink } from '../components/ConfirmLink';
import { ConsoleFormModal } from '../components/ConsoleFormModal';
import { ConsoleRowsTable } from '../components/ConsoleListTable';
import { useConsoleChange, useConsoleRows } from '../components/consoleData';
import { actionsColumn } from '../../components/tableColumns';

type Organisation = OrganisationDetail & { sort: number };
interface OrganisationForm {
  title: string;
  img_path: string;
  content: string;
  sort: number;
}

const listName = 'organisations';

/** 认证机构: editors keep the organisations shown on the certification pages (logo, title, text, order). */
export default function OrganisationsPage() {
  const [editing, setEditing] = useState<Organisation | 'new' | null>(null);
  const list = useConsoleRows(listName, CONSOLE_API.certificationOrganisations);
  const remove = useConsoleChange(CONSOLE_API.certificationOrganisationDelete, { refresh: [listName] });

  const columns: TableColumnsType<Organisation> = [
    {
      title: '标志',
      dataIndex: 'img_path',
      width: 80,
      render: (src: string) => (src ? <img src={src} alt="" width={48} height={48} /> : '—'),
    },
    { title: '机构名称', dataIndex: 'title' },
    { title: '排序', dataIndex: 'sort', width: 80 },
    actionsColumn(160, (organisation) => (
      <Space>
        <Button type="link" size="small" onClick={() => setEditing(organisation)}>
          编辑
        </Button>
        <ConfirmLink
          label="删除"
          danger
          title={`确定删除“${organisation.title}”吗？`}
          okText="删除"
          cancelText="取消"
          onConfirm={() => remove.mutateAsync({ id: organisation.id })}
        />
      </Space>
    )),
  ];

  return (
    <>
      <div className="jhy-console-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新增认证机构
        </Button>
      </div>
      <ConsoleRowsTable<Organisation> columns={columns} list={list} />
      {editing && (
        <OrganisationDialog
          key={editing === 'new' ? 'new' : editing.id}
          organisation={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

/** The add / edit dialog; keyed by organisation, so each opens with its own values. */
function OrganisationDialog({ organisation, onClose }: { organisation?: Organisation; onClose: () => void }) {
  const [form] = Form.useForm<OrganisationForm>();
  const save = useConsoleChange(CONSOLE_API.certificationOrganisationSave, { refresh: [listName], onDone: onClose });

  return (
    <ConsoleFormModal
      open
      title={organisation ? `编辑认证机构：${organisation.title}` : '新增认证机构'}
      width={820}
      form={form}
      saving={save.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<OrganisationForm>
        form={form}
        layout="vertical"
        initialValues={{
          title: organisation?.title ?? '',
          img_path: organisation?.img_path ?? '',
          content: organisation?.content ?? '',
          sort: organisation?.sort ?? 0,
        }}
        onFinish={(values) => save.mutate({ ...values, id: organisation?.id })}
      >
        <Form.Item
          name="title"
          label="机构名称"
          rules={[{ required: true, whitespace: true, message: organisationMessages.titleRequired }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="img_path" label="机构标志">
          <ContentUploadField kind="image" label="上传机构标志" />
        </Form.Item>
        <Form.Item name="sort" label="排序（小的在前）">
          <InputNumber min={0} max={9999} />
        </Form.Item>
        <RichTextFormItem name="content" label="机构介绍" />
      </Form>
    </ConsoleFormModal>
  );
}
