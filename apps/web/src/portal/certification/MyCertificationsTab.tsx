import { useState } from 'react';
import { Button, Form, Grid, Modal, type TableColumnsType } from 'antd';
import { acceptanceStatusView, type CertificationApplicationView } from '@jhy/contract';
import { PersonalCenterTable } from '../../components/PersonalCenterTable';
import { actionsColumn, statusColumn } from '../../components/tableColumns';
import { AddButton, PersonalCenterToolbar } from '../../components/PersonalCenterToolbar';
import { usePagedSearch } from '../shared/usePagedSearch';
import { useMyCertifications, useSaveCertification } from './api/certificationQueries';
import { certificationFormPath } from './certificationPaths';
import { CertificationFields } from './form/CertificationFields';
import {
  certificationFormValues,
  toCertificationPayload,
  type CertificationFormValues,
} from './form/certificationFormValues';
import './certification.css';
import { useSaidThenClosed } from '../shared/useSaidThenClosed';

/**
 * The personal center's tab 4, 产品认证申请 (docs/product.md §2): search by product, 我要认证, the
 * table of the user's applications with their acceptance status and remark, 4 a page; 编辑 only
 * while an application is pending.
 */
export function MyCertificationsTab() {
  const search = usePagedSearch();
  const [editing, setEditing] = useState<CertificationApplicationView | null>(null);
  const list = useMyCertifications({ page: search.page, productName: search.term });
  const wide = Grid.useBreakpoint().md ?? true;

  const columns: TableColumnsType<CertificationApplicationView> = [
    { title: '企业名称', dataIndex: 'company_name', responsive: ['md'] },
    {
      title: '认证产品',
      dataIndex: 'product_name',
      render: (name: string, application) => (
        <div className="my-certifications__cell">
          <strong>{name}</strong>
          {!wide && <span>{application.type_name}</span>}
          {application.remark && <span className="my-certifications__remark">受理意见：{application.remark}</span>}
        </div>
      ),
    },
    { title: '认证类型', dataIndex: 'type_name', responsive: ['md'] },
    { title: '联系人', dataIndex: 'contact_name', responsive: ['lg'] },
    { title: '联系电话', dataIndex: 'contact_phone', responsive: ['lg'] },
    statusColumn('受理状态', 'acceptance_status', 96, acceptanceStatusView),
    actionsColumn(72, (application) =>
      application.acceptance_status === 0 ? (
        <Button type="link" size="small" onClick={() => setEditing(application)}>
          编辑
        </Button>
      ) : null,
    ),
  ];

  return (
    <section className="my-certifications" aria-label="产品认证申请">
      <PersonalCenterToolbar searchPlaceholder="请输入认证产品名称" onSearch={search.search}>
        <AddButton to={certificationFormPath()}>我要认证</AddButton>
      </PersonalCenterToolbar>
      <PersonalCenterTable<CertificationApplicationView> list={list} columns={columns} pager={search} />
      {editing && <EditCertificationDialog key={editing.id} application={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

/** 编辑认证产品: the application form in a dialog, opened with this application's own values. */
function EditCertificationDialog({
  application,
  onClose,
}: {
  application: CertificationApplicationView;
  onClose: () => void;
}) {
  const saved = useSaidThenClosed(onClose);
  const [form] = Form.useForm<CertificationFormValues>();
  const save = useSaveCertification(form);
  return (
    <Modal
      open
      title="编辑认证产品"
      width={760}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <CertificationFields
        form={form}
        initialValues={certificationFormValues(application)}
        onSubmit={(values) =>
          save.mutate({ ...toCertificationPayload(values), id: application.id }, { onSuccess: saved })
        }
      />
    </Modal>
  );
}
