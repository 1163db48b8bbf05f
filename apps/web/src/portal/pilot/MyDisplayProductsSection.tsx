import { PlusOutlined } from '@ant-design/icons';
import { displayAuditStatusView, PAGE_SIZE, type MyDisplayProduct } from '@jhy/contract';
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ListFailure } from '../../components/ListFailure';
import { useMyDisplayProducts } from './api/pilotQueries';
import './pilot.css';

const columns: TableColumnsType<MyDisplayProduct> = [
  {
    title: '产品名称',
    dataIndex: 'product_name',
    render: (name: string, product) => (
      <div className="my-display__cell">
        <strong>{name}</strong>
        <span>
          {product.product_areaname} · {product.product_category_name}
        </span>
        {product.remark && <span className="my-display__remark">审核意见：{product.remark}</span>}
      </div>
    ),
  },
  { title: '所属企业', dataIndex: 'company_name', responsive: ['md'] },
  { title: '发布时间', dataIndex: 'create_time', responsive: ['lg'] },
  {
    title: '审核状态',
    dataIndex: 'audit_status',
    width: 104,
    render: (status: number) => {
      const view = displayAuditStatusView(status);
      return <Tag color={view.color}>{view.label}</Tag>;
    },
  },
];

/** The personal center's display products (docs/product.md §2): each with its review state and remark. */
export function MyDisplayProductsSection() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const list = useMyDisplayProducts(page);
  return (
    <section className="my-display" aria-label="我的展示产品">
      <div className="zone-page__heading">
        <h2 className="zone-page__subtitle">我的展示产品</h2>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/main/releaseDisplayGoods')}>
          发布展示产品
        </Button>
      </div>
      {list.isError && !list.data ? (
        <ListFailure onRetry={list.refetch} retrying={list.isFetching} />
      ) : (
        <Table<MyDisplayProduct>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.data ?? []}
          loading={list.isFetching}
          locale={{ emptyText: list.isPending ? ' ' : <EmptyState /> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE.personalCenter,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total) => `共 ${total} 条`,
            onChange: setPage,
          }}
        />
      )}
    </section>
  );
}
