import { CheckCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import './noticeBox.css';

const ICONS = {
  success: <CheckCircleFilled />,
  info: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
};

/**
 * A boxed notice with its icon, a message, an optional description and an action: what antd's Alert
 * drew, in plain markup for the pages that draw no antd (docs/performance.md "The pages a bidder
 * opens"). `role="status"` for a notice that arrives while the page is open.
 */
export function NoticeBox({
  type,
  message,
  description,
  action,
  role,
  className = '',
}: {
  type: keyof typeof ICONS;
  message: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  role?: 'status' | 'alert';
  className?: string;
}) {
  return (
    <div className={`notice-box notice-box--${type} ${className}`} role={role}>
      <span className="notice-box__icon" aria-hidden="true">
        {ICONS[type]}
      </span>
      <div className="notice-box__text">
        <div className="notice-box__message">{message}</div>
        {description && <div className="notice-box__description">{description}</div>}
      </div>
      {action}
    </div>
  );
}
