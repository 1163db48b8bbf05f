import { commonMessages } from '@jhy/contract';
import { Empty } from 'antd';

/** An empty list (docs/product.md §2): '暂无数据...'. */
export function EmptyState({ description = commonMessages.noData }: { description?: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />;
}
