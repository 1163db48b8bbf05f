import { commonMessages } from '@jhy/contract';
import { Empty } from 'antd';
import { AntdScope } from '../app/AntdScope';

/**
 * An empty list (docs/product.md §2): '暂无数据...'. Inside antd's theme of its own, as pages that
 * draw no other antd component show it (app/AntdScope.tsx).
 */
export function EmptyState({ description = commonMessages.noData }: { description?: string }) {
  return (
    <AntdScope>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />
    </AntdScope>
  );
}
