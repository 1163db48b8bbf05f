import { useState } from 'react';
import { Badge, Button, Input, Select, Space, type TableColumnsType } from 'antd';
import { CONSOLE_API, type PortalUserView } from '@jhy/contract';
import { ConfirmLink } from '../components/ConfirmLink';
import { ConsoleListTable } from '../components/ConsoleListTable';
import { consoleTime } from '../consoleTime';
import { useConsoleChange, useConsoleList } from '../components/consoleData';
import { useCan } from '../staffContext';
import { UserDetailDrawer } from './UserDetailDrawer';
import { DemoTag } from '../components/DemoTag';
import { actionsColumn } from '../../components/tableColumns';

interface UserQuery {
  page: number;
  keyword?: string;
  status?: 0 | 1;
}

/** Portal users: find by any part of the mobile or nickname; admins disable and enable them. */
export default function UsersPage() {
  const canManage = useCan('users.manage');
  const [query, setQuery] = useState<UserQuery>({ page: 1 });
  const [viewing, setViewing] = useState<number | null>(null);
  const list = useConsoleList('users', CONSOLE_API.userList, { ...query });
  const disable = useConsoleChange(CONSOLE_API.userDisable, {
    refresh: ['users', 'user'],
  });
  const enable = useConsoleChange(CONSOLE_API.userEnable, {
    refresh: ['users', 'user'],
  });

  const columns: TableColumnsType<PortalUserView> = [
    { title: 'ID', dataIndex: 'id', width: 80 },
    {
      title: '手机号',
      dataIndex: 'mobile',
      width: 130,
      render: (mobile: string, user) => (
        <>
          {mobile} <DemoTag demo={user.demo} />
        </>
      ),
    },
    { title: '昵称', dataIndex: 'nickName', render: (name: string) => name || '—' },
    { title: '邮箱', dataIndex: 'email', render: (email: string) => email || '—', responsive: ['lg'] },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (status: number) =>
        status === 1 ? <Badge status="success" text="正常" /> : <Badge status="error" text="已停用" />,
    },
    { title: '注册时间', dataIndex: 'createdAt', width: 160, render: consoleTime, responsive: ['md'] },
    { title: '最后登录', dataIndex: 'lastLoginAt', width: 160, render: consoleTime, responsive: ['lg'] },
    actionsColumn(120, (user) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => setViewing(user.id)}>
          查看
        </Button>
        {canManage &&
          (user.status === 1 ? (
            <ConfirmLink
              label="停用"
              danger
              title={`确定停用用户 ${user.mobile} 吗？`}
              description="停用后该用户立即退出登录，且无法再登录。"
              onConfirm={() => disable.mutateAsync({ id: user.id })}
            />
          ) : (
            <Button type="link" size="small" onClick={() => enable.mutate({ id: user.id })}>
              启用
            </Button>
          ))}
      </Space>
    )),
  ];

  return (
    <>
      <div className="jhy-console-toolbar">
        <Input.Search
          allowClear
          enterButton="搜索"
          placeholder="手机号或昵称"
          aria-label="按手机号或昵称搜索"
          className="jhy-console-toolbar__search"
          onSearch={(keyword) => setQuery({ ...query, page: 1, keyword: keyword.trim() || undefined })}
        />
        <Select
          aria-label="状态"
          className="jhy-console-toolbar__select"
          value={query.status ?? 'all'}
          options={[
            { value: 'all', label: '全部状态' },
            { value: 1, label: '正常' },
            { value: 0, label: '已停用' },
          ]}
          onChange={(status) =>
            setQuery({ ...query, page: 1, status: status === 'all' ? undefined : (status as 0 | 1) })
          }
        />
      </div>
      {/* Fits the 1020 px a 1280 screen leaves beside the menu: a long e-mail or nickname wraps
          instead of pushing 最后登录 and 操作 out of sight. */}
      <ConsoleListTable columns={columns} list={list} query={query} onQuery={setQuery} minWidth={960} />
      <UserDetailDrawer userId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
