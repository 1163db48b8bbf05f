import { useState } from 'react';
import { Button, Grid, Popconfirm, Space, type TableColumnsType } from 'antd';
import { commonMessages, enterpriseMessages, type EnterpriseView } from '@jhy/contract';
import { PersonalCenterTable } from '../../components/PersonalCenterTable';
import { AddButton, PersonalCenterToolbar } from '../../components/PersonalCenterToolbar';
import { usePagedSearch } from '../shared/usePagedSearch';
import { AuthStatusTag } from '../../components/AuthStatusTag';
import { useDeleteEnterprise, useMyEnterprises } from './api/enterpriseQueries';
import { ADD_COMPANY_PATH } from './enterprisePaths';
import { EnterpriseEditDialog } from './EnterpriseEditDialog';
import './enterprises.css';
import { useAppMessage } from '../../app/feedback';
import { actionsColumn } from '../../components/tableColumns';

/**
 * The personal center's tab 2, 我的企业 (docs/product.md §2): search by name, add, the table of the user's
 * enterprises with their certification status (§4) and review remark, edit and delete; 4 a page,
 * paged by the server; the count of certified enterprises over all pages.
 */
export function MyEnterprisesTab() {
  const message = useAppMessage();
  const search = usePagedSearch();
  const [editing, setEditing] = useState<EnterpriseView | null>(null);
  const list = useMyEnterprises({ page: search.page, companyName: search.term });
  const remove = useDeleteEnterprise();
  const rows = list.data?.rows ?? [];
  // On a phone the credit code and the remark move under the name, so the status and the
  // actions stay in view without scrolling the table sideways.
  const wide = Grid.useBreakpoint().md ?? true;

  const onDelete = (enterprise: EnterpriseView) =>
    remove.mutate(enterprise.id, {
      onSuccess: (msg) => {
        message.success(msg);
        // The last row of a later page is gone: show the page before it rather than an empty one.
        if (rows.length === 1 && search.page > 1) search.goTo(search.page - 1);
      },
    });

  const columns: TableColumnsType<EnterpriseView> = [
    {
      title: '企业名称',
      dataIndex: 'company_name',
      ellipsis: wide,
      render: (name: string, enterprise) =>
        wide ? (
          name
        ) : (
          <div className="my-enterprises__cell">
            <strong>{name}</strong>
            <span>{enterprise.credit_code}</span>
            {enterprise.remark && <span>审核意见：{enterprise.remark}</span>}
          </div>
        ),
    },
    { title: '统一社会信用代码', dataIndex: 'credit_code', width: 200, responsive: ['md'] },
    {
      title: '认证状态',
      dataIndex: 'auth_status',
      width: wide ? 110 : 84,
      render: (status: number) => <AuthStatusTag status={status} />,
    },
    {
      title: '审核意见',
      dataIndex: 'remark',
      responsive: ['md'],
      // A rejection says what to fix: shown whole, wrapped, never cut to a tooltip.
      render: (remark: string) => (
        <span className="my-enterprises__remark">{remark || commonMessages.missingValue}</span>
      ),
    },
    actionsColumn(wide ? 140 : 72, (enterprise) => (
      <Space size={4} orientation={wide ? 'horizontal' : 'vertical'}>
        <Button type="link" size="small" onClick={() => setEditing(enterprise)}>
          编辑
        </Button>
        <Popconfirm
          title={enterpriseMessages.deleteConfirm}
          okText="确定"
          cancelText="取消"
          onConfirm={() => onDelete(enterprise)}
        >
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      </Space>
    )),
  ];

  return (
    <section className="my-enterprises" aria-label="我的企业">
      <PersonalCenterToolbar
        count={{ label: '已认证企业', value: list.data?.certified, unit: '家', testId: 'certified-count' }}
        searchPlaceholder="请输入企业名称"
        onSearch={search.search}
      >
        <AddButton to={ADD_COMPANY_PATH}>添加企业</AddButton>
      </PersonalCenterToolbar>
      <PersonalCenterTable<EnterpriseView>
        list={list}
        rows={rows}
        columns={columns}
        pager={search}
        scrollX={wide ? 760 : undefined}
      />
      <EnterpriseEditDialog enterprise={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
