import { Tag } from 'antd';
import { authStatusView } from '@jhy/contract';

/** An enterprise's certification status with the label and colour of docs/product.md §4 (unknown values say so). */
export function AuthStatusTag({ status }: { status: number }) {
  const view = authStatusView(status);
  return (
    <Tag color={view.color} data-status={status}>
      {view.label}
    </Tag>
  );
}
