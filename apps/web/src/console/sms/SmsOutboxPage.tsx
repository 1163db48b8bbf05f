import { useState } from 'react';
import { Alert, Input, type TableColumnsType } from 'antd';
import { CONSOLE_API, MOBILE_PATTERN, type SmsOutboxEntry } from '@jhy/contract';
import { ConsoleListTable } from '../components/ConsoleListTable';
import { consoleTime } from '../consoleTime';
import { useConsoleList } from '../components/consoleData';

/** What the console SMS driver would have sent (development, or a deployment without a provider). */
export default function SmsOutboxPage() {
  const [query, setQuery] = useState<{ page: number; mobile?: string }>({ page: 1 });
  const [mobileError, setMobileError] = useState(false);
  const list = useConsoleList('sms', CONSOLE_API.smsOutbox, { ...query });

  const columns: TableColumnsType<SmsOutboxEntry> = [
    { title: '时间', dataIndex: 'createdAt', render: consoleTime, width: 160 },
    { title: '手机号', dataIndex: 'mobile', width: 130 },
    { title: '内容', dataIndex: 'content' },
    { title: '驱动', dataIndex: 'driver', width: 90, responsive: ['md'] },
  ];

  return (
    <>
      <Alert
        className="jhy-console-block"
        type="info"
        showIcon
        message="使用 console 短信驱动时，短信不会真正发出，而是记录在这里；内容含验证码，仅管理员可见。"
      />
      <div className="jhy-console-toolbar">
        <Input.Search
          allowClear
          enterButton="查询"
          placeholder="按手机号查询"
          aria-label="按手机号查询"
          status={mobileError ? 'error' : undefined}
          className="jhy-console-toolbar__search"
          onSearch={(value) => {
            const mobile = value.trim();
            const valid = mobile === '' || MOBILE_PATTERN.test(mobile);
            setMobileError(!valid);
            if (valid) setQuery({ page: 1, mobile: mobile || undefined });
          }}
        />
      </div>
      {/* A message's text wraps instead of pushing 驱动 out of sight. */}
      <ConsoleListTable columns={columns} list={list} query={query} onQuery={setQuery} minWidth={720} />
    </>
  );
}
