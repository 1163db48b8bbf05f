import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import { DatePicker } from '../../components/BeijingDatePicker';
import type { Dayjs } from 'dayjs';
import {
  AUDIT_TARGET_LABELS,
  auditActionLabel,
  auditActorText,
  auditTargetText,
  CONSOLE_API,
  type AuditEntryView,
} from '@jhy/contract';
import { ConsoleListTable } from '../components/ConsoleListTable';
import { ExportButton } from '../components/ExportButton';
import { consoleTime } from '../consoleTime';
import { useConsoleList } from '../components/consoleData';
import { consoleApi } from '../consoleApi';
import { CONSOLE_QUERY_ROOT } from '../consoleQueries';
import { AuditChange } from './AuditChange';

interface AuditFilters {
  staffId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

interface AuditQuery {
  page: number;
  staffId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: string;
  to?: string;
}

/** Every staff action of the console: search by who, what, which record and when; paged. */
export default function AuditLogPage() {
  const [query, setQuery] = useState<AuditQuery>({ page: 1 });
  const list = useConsoleList('audit', CONSOLE_API.auditList, { ...query });
  const actions = useQuery({
    queryKey: [CONSOLE_QUERY_ROOT, 'audit', 'actions'],
    queryFn: () => consoleApi.post(CONSOLE_API.auditActions),
  });
  const staff = useQuery({
    queryKey: [CONSOLE_QUERY_ROOT, 'staff', 'picker'],
    queryFn: () => consoleApi.post(CONSOLE_API.staffList, { limit: 100 }),
  });

  const search = (filters: AuditFilters) =>
    setQuery({
      page: 1,
      staffId: filters.staffId,
      action: filters.action,
      targetType: filters.targetType,
      targetId: filters.targetId?.trim() || undefined,
      from: filters.dates?.[0]?.format('YYYY-MM-DD'),
      to: filters.dates?.[1]?.format('YYYY-MM-DD'),
    });

  const columns: TableColumnsType<AuditEntryView> = [
    { title: '时间', dataIndex: 'createdAt', render: consoleTime, width: 180 },
    { title: '员工', key: 'staff', render: (_, entry) => auditActorText(entry) },
    {
      title: '操作',
      dataIndex: 'action',
      render: (action: string) => <Tag color="geekblue">{auditActionLabel(action)}</Tag>,
    },
    {
      title: '对象',
      key: 'target',
      render: (_, entry) => auditTargetText(entry),
    },
    { title: '备注', dataIndex: 'remark', render: (remark: string) => remark || '—', responsive: ['md'] },
    { title: 'IP', dataIndex: 'ip', render: (ip: string) => ip || '—', responsive: ['lg'] },
  ];

  return (
    <>
      <Form layout="inline" className="jhy-console-filters" onFinish={search}>
        <Form.Item name="staffId" label="员工">
          <Select
            allowClear
            placeholder="全部员工"
            className="jhy-console-filters__select"
            options={staff.data?.data.map((member) => ({
              value: member.id,
              label: `${member.displayName}（${member.username}）`,
            }))}
          />
        </Form.Item>
        <Form.Item name="action" label="操作">
          <Select
            allowClear
            showSearch
            placeholder="全部操作"
            className="jhy-console-filters__select"
            options={actions.data?.map((action) => ({ value: action, label: auditActionLabel(action) }))}
          />
        </Form.Item>
        <Form.Item name="targetType" label="对象类型">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="全部对象"
            className="jhy-console-filters__select"
            options={Object.entries(AUDIT_TARGET_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item name="targetId" label="对象编号">
          <Input allowClear placeholder="如 12" />
        </Form.Item>
        <Form.Item name="dates" label="日期">
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
        </Form.Item>
        <Form.Item>
          <ExportButton path={CONSOLE_API.auditExport} body={query} fileName="审计日志.xlsx" />
        </Form.Item>
      </Form>
      <ConsoleListTable
        columns={columns}
        list={list}
        query={query}
        onQuery={setQuery}
        expandable={{ expandedRowRender: (entry) => <AuditChange entry={entry} /> }}
        // A long before → after (rich text) wraps.
        minWidth={880}
      />
    </>
  );
}
