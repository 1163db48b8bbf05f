import { useEffect, type ReactNode } from 'react';
import { Button, Result, Typography } from 'antd';
import { Link } from 'react-router';
import type { ConsolePermission } from '@jhy/contract';
import { useCan } from '../staffContext';

const CONSOLE_TITLE = '江河源管理后台';

/**
 * A page opens only for a role that holds its permission. Typing the address of a page the menu
 * does not offer shows "无权访问" — and the server would refuse its calls anyway.
 */
export function PermissionGate({
  title,
  permission,
  children,
}: {
  title: string;
  permission: ConsolePermission;
  children: ReactNode;
}) {
  const allowed = useCan(permission);
  useEffect(() => {
    document.title = `${title} - ${CONSOLE_TITLE}`;
  }, [title]);
  if (!allowed) {
    return (
      <Result
        status="403"
        title="无权访问"
        subTitle={`您的角色不能打开「${title}」。如需使用，请联系管理员。`}
        extra={
          <Link to="/console/dashboard">
            <Button type="primary">返回工作台</Button>
          </Link>
        }
      />
    );
  }
  return (
    <section className="jhy-console-page" aria-labelledby="console-page-title">
      <Typography.Title level={3} id="console-page-title" className="jhy-console-page__title">
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

export function ConsoleNotFound() {
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle="该管理页面不存在或尚未开放。"
      extra={
        <Link to="/console/dashboard">
          <Button type="primary">返回工作台</Button>
        </Link>
      }
    />
  );
}
