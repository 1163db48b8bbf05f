import { displayAuditStatusView, type MyDisplayProduct } from '@jhy/contract';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PersonalCenterTable } from '../../components/PersonalCenterTable';
import { AddButton } from '../../components/PersonalCenterToolbar';
import { actionsColumn, statusColumn } from '../../components/tableColumns';
import { useMyDisplayProducts } from './api/pilotQueries';
import '../../components/portalPage.css';
import './pilot.css';

/** The form opened on a saved product; the row travels with the navigation, the page needs no second call. */
export const editDisplayProductPath = (id: number) => `/main/releaseDisplayGoods?id=${id}`;

const columnsOf = (edit: (product: MyDisplayProduct) => void): TableColumnsType<MyDisplayProduct> => [
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
  statusColumn('审核状态', 'audit_status', 104, displayAuditStatusView),
  actionsColumn(80, (product) => (
    <Button type="link" size="small" onClick={() => edit(product)} aria-label={`修改 ${product.product_name}`}>
      修改
    </Button>
  )),
];

/** The personal center's display products (docs/product.md §2): each with its review state and remark. */
export function MyDisplayProductsSection() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const list = useMyDisplayProducts(page);
  const columns = columnsOf((product) => void navigate(editDisplayProductPath(product.id), { state: { product } }));
  return (
    <section className="my-display" aria-label="我的展示产品">
      <div className="zone-page__heading">
        <h2 className="jhy-page__subtitle">我的展示产品</h2>
        <AddButton to="/main/releaseDisplayGoods">发布展示产品</AddButton>
      </div>
      <PersonalCenterTable<MyDisplayProduct> list={list} columns={columns} pager={{ page, goTo: setPage }} />
    </section>
  );
}
