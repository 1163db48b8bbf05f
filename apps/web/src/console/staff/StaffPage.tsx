import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Space, Tag, type TableColumnsType } from 'antd';
import { CONSOLE_API, STAFF_ROLE_LABELS, type StaffView } from '@jhy/contract';
import { ConfirmLink } from '../components/ConfirmLink';
import { ConsoleListTable } from '../components/ConsoleListTable';
import { consoleTime } from '../consoleTime';
import { useConsoleChange, useConsoleList } from '../components/consoleData';
import { OneTimePasswordModal } from '../components/OneTimePasswordModal';
import { useStaff } from '../staffContext';
import { StaffFormModal } from './StaffFormModal';

const ROLE_COLORS = { admin: 'volcano', reviewer: 'blue', editor: 'green' } as const;

/** Staff accounts (admins only): list, add, edit, disable / enable, reset password. */
export default function StaffPage() {
  const me = useStaff();
  const [query, setQuery] = useState({ page: 1 });
  const list = useConsoleList('staff', CONSOLE_API.staffList, query);
  const [form, setForm] = useState<{ open: boolean; editing: StaffView | null }>({ open: false, editing: null });
  const [shown, setShown] = useState<{ username: string; password: string; reason: string } | null>(null);

  const create = useConsoleChange(CONSOLE_API.staffCreate, {
    refresh: ['staff'],
    failure: '新增失败',
    onDone: ({ staff, password }) => {
      setForm({ open: false, editing: null });
      setShown({ username: staff.username, password, reason: '员工已创建' });
    },
  });
  const update = useConsoleChange(CONSOLE_API.staffUpdate, {
    refresh: ['staff'],
    onDone: () => setForm({ open: false, editing: null }),
  });
  const disable = useConsoleChange(CONSOLE_API.staffDisable, { refresh: ['staff'] });
  const enable = useConsoleChange(CONSOLE_API.staffEnable, { refresh: ['staff'] });
  const reset = useConsoleChange(CONSOLE_API.staffResetPassword, {
    refresh: ['staff'],
    onDone: ({ password }, { id }) => {
      const username = list.data?.data.find((member) => member.id === id)?.username ?? '';
      setShown({ username, password, reason: '密码已重置' });
    },
  });

  const columns: TableColumnsType<StaffView> = [
    { title: '用户名', dataIndex: 'username' },
    { title: '姓名', dataIndex: 'displayName' },
    {
      title: '角色',
      dataIndex: 'role',
      render: (role: StaffView['role']) => <Tag color={ROLE_COLORS[role]}>{STAFF_ROLE_LABELS[role]}</Tag>,
    },
    {
      title: '状态',
      dataIndex: 'status',
      render: (status: number) =>
        status === 1 ? <Badge status="success" text="启用" /> : <Badge status="default" text="已停用" />,
    },
    { title: '最后登录', dataIndex: 'lastLoginAt', render: consoleTime, responsive: ['md'] },
    { title: '创建时间', dataIndex: 'createdAt', render: consoleTime, responsive: ['lg'] },
    {
      title: '操作',
      key: 'actions',
      render: (_, member) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setForm({ open: true, editing: member })}>
            编辑
          </Button>
          {member.status === 1 ? (
            <ConfirmLink
              label="停用"
              danger
              title={`确定停用 ${member.username} 吗？`}
              description="停用后其登录会话立即失效。"
              onConfirm={() => disable.mutateAsync({ id: member.id })}
              disabled={member.id === me.id}
            />
          ) : (
            <Button type="link" size="small" onClick={() => enable.mutate({ id: member.id })}>
              启用
            </Button>
          )}
          <ConfirmLink
            label="重置密码"
            title={`确定重置 ${member.username} 的密码吗？`}
            description="将生成新密码，原密码和登录会话立即失效。"
            onConfirm={() => reset.mutateAsync({ id: member.id })}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="jhy-console-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, editing: null })}>
          新增员工
        </Button>
      </div>
      <ConsoleListTable columns={columns} list={list} query={query} onQuery={setQuery} />
      <StaffFormModal
        open={form.open}
        editing={form.editing}
        saving={create.isPending || update.isPending}
        onSubmit={(values) =>
          form.editing ? update.mutate({ ...values, id: form.editing.id }) : create.mutate(values)
        }
        onClose={() => setForm({ open: false, editing: null })}
      />
      <OneTimePasswordModal credentials={shown} onClose={() => setShown(null)} />
    </>
  );
}
