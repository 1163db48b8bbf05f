import { Select, Space, Table } from 'antd';
import { useState } from 'react';
import { PAGE_SIZE, type DealRow } from '@jhy/contract';
import { useCategoryGroup } from '../../../api/categories';
import { EmptyState } from '../../../components/EmptyState';
import { ListFailure } from '../../../components/ListFailure';
import { optionsOf } from '../../shared/formPieces';
import { useDealPage } from '../api/dealTrendQueries';
import { groupedNumber } from '../../../components/groupedNumber';
import { KeyboardScroll } from '../../../components/KeyboardScroll';

const columns = [
  { title: '成交项目', dataIndex: 'product_name', key: 'product_name' },
  { title: '专区', dataIndex: 'zone_name', key: 'zone_name', width: 80 },
  { title: '产品类型', dataIndex: 'typeName', key: 'typeName', width: 120 },
  { title: '成交数量', dataIndex: 'quantity', key: 'quantity', width: 130 },
  {
    title: '成交金额（万元）',
    dataIndex: 'transaction_amount',
    key: 'transaction_amount',
    width: 140,
    align: 'right' as const,
    render: (value: number) => groupedNumber(value, { minimumFractionDigits: 2 }),
  },
  { title: '成交日期', dataIndex: 'trade_time', key: 'trade_time', width: 120 },
];

/** One filter of the deal list: a class group or a class; cleared, it shows all. */
function DealFilter({
  label,
  placeholder,
  width,
  value,
  choices,
  onChange,
}: {
  label: string;
  placeholder: string;
  width: number;
  value: number | undefined;
  choices: readonly { id: number; name: string }[];
  onChange: (value: number | undefined) => void;
}) {
  return (
    <Select
      allowClear
      placeholder={placeholder}
      aria-label={label}
      style={{ width }}
      value={value}
      options={optionsOf(choices)}
      onChange={onChange}
    />
  );
}

/** The paged deal list (docs/product.md §7 typeList: 10 a page), filtered by class group and class. */
export function DealTable() {
  const [page, setPage] = useState(1);
  const [productCategory, setProductCategory] = useState<number>();
  const [productType, setProductType] = useState<number>();
  const groups = useCategoryGroup('project_type');
  const deals = useDealPage({ page, productType, productCategory });
  const classes = (groups.data ?? [])
    .filter((group) => productCategory === undefined || group.id === productCategory)
    .flatMap((group) => group.sonCate ?? []);

  return (
    <section className="data-card" aria-labelledby="deal-list-title">
      <header className="data-card__header">
        <h2 id="deal-list-title">成交列表</h2>
        <Space wrap>
          <DealFilter
            label="产品类别"
            placeholder="全部类别"
            width={140}
            value={productCategory}
            choices={groups.data ?? []}
            onChange={(value) => {
              setProductCategory(value);
              setProductType(undefined);
              setPage(1);
            }}
          />
          <DealFilter
            label="产品类型"
            placeholder="全部类型"
            width={150}
            value={productType}
            choices={classes}
            onChange={(value) => {
              setProductType(value);
              setPage(1);
            }}
          />
        </Space>
      </header>
      <KeyboardScroll label="成交记录（可左右滚动）">
        <Table<DealRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={deals.data?.data}
          loading={deals.isFetching}
          locale={{
            emptyText: deals.isError ? (
              <ListFailure onRetry={deals.refetch} retrying={deals.isFetching} />
            ) : (
              <EmptyState />
            ),
          }}
          scroll={{ x: 720 }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE.trading,
            total: deals.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 笔`,
            onChange: setPage,
          }}
        />
      </KeyboardScroll>
    </section>
  );
}
