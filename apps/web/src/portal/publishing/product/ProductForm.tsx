import type { ReactNode } from 'react';
import { Col, Form, Input, Row, Select, type FormInstance } from 'antd';
import { DatePicker } from '../../../components/BeijingDatePicker';
import { useAppMessage } from '../../../app/feedback';
import {
  CLASS_FIELD_LABELS,
  classFieldMessage,
  ENROLMENT_CUTOFF,
  listingMessages,
  UPLOAD_LIMITS,
  type ClassField,
} from '@jhy/contract';
import { useCategoryGroup } from '../../../api/categories';
import { labelsOfAreaPath, useAreaOptions } from '../../../api/regions';
import { AreaCascader } from '../../../components/AreaCascader';
import { AttachmentGroupField, attachmentHint } from '../../../components/upload/AttachmentGroupField';
import { useUploadTracker } from '../../../components/upload/useUploadTracker';
import { useVerifiedEnterprises } from '../api/publishingQueries';
import { HALF_ROW, optionsOf } from '../../shared/formPieces';
import { FieldCol } from '../../shared/FieldCol';
import { GrowingTextArea } from '../../shared/GrowingTextArea';
import { EnterprisePicker } from '../EnterprisePicker';
import { PublishForm } from '../PublishForm';
import {
  classFieldsOf,
  DATE_CLASS_FIELDS,
  LONG_CLASS_FIELDS,
  productRule,
  toProductPayload,
  type ProductFormValues,
  type ProductPayload,
} from './productFormValues';
import '../publishing.css';
import '../../../components/formLayout.css';

export interface ProductFormProps {
  form: FormInstance<ProductFormValues>;
  initialValues?: ProductFormValues;
  readOnly?: boolean;
  onSubmit?: (payload: ProductPayload) => void;
  /** The buttons under the form (submit, cancel); hidden in view mode by the caller. */
  children?: ReactNode;
}

/**
 * The class-specific publish form (docs/product.md §3, §5): the common fields, then the fields the chosen
 * class (`product_classify`) requires, each with the contract's '请选择' / '请填写' message. A
 * failed check says 'add failed' (docs/product.md §8).
 */
export function ProductForm({ form, initialValues, readOnly = false, onSubmit, children }: ProductFormProps) {
  const message = useAppMessage();
  const enterprises = useVerifiedEnterprises();
  const projectTypes = useCategoryGroup('project_type');
  const areas = useAreaOptions();
  const uploads = useUploadTracker(['file']);
  const classify = Form.useWatch('product_classify', form);
  const classFields = classFieldsOf(classify);
  const classOptions = (projectTypes.data ?? []).map((group) => ({
    label: group.name,
    title: group.name,
    options: optionsOf(group.sonCate ?? []),
  }));

  return (
    <PublishForm<ProductFormValues>
      form={form}
      readOnly={readOnly}
      initialValues={initialValues}
      onFinish={(values) => {
        if (uploads.busy) {
          message.warning('附件正在上传，请稍候');
          return;
        }
        const labels = areas.data && values.area?.length ? labelsOfAreaPath(areas.data, values.area) : undefined;
        onSubmit?.(toProductPayload(values, labels));
      }}
      onFinishFailed={() => message.error(listingMessages.addFailed)}
    >
      <h3 className="jhy-form-section">基本信息</h3>
      <Row gutter={24}>
        <FieldCol name="company_id" label="挂牌企业" rules={[productRule('company_id')]}>
          <EnterprisePicker enterprises={enterprises} />
        </FieldCol>
        <FieldCol name="product_classify" label="产品类别" rules={[productRule('product_classify')]}>
          <Select placeholder="请选择产品类别" loading={projectTypes.isPending} options={classOptions} />
        </FieldCol>
        <FieldCol name="product_name" label="产品名称" rules={[productRule('product_name')]}>
          <Input placeholder="请填写产品名称" maxLength={100} />
        </FieldCol>
        <FieldCol name="area" label="所在地区">
          <AreaCascader options={areas.data ?? []} loading={areas.isPending} />
        </FieldCol>
        <FieldCol name="amount" label={CLASS_FIELD_LABELS.amount} rules={[productRule('amount')]}>
          <Input placeholder={classFieldMessage('amount')} maxLength={60} />
        </FieldCol>
        <FieldCol
          name="end_time"
          label={CLASS_FIELD_LABELS.end_time}
          rules={[productRule('end_time')]}
          extra={`截止于当日 ${ENROLMENT_CUTOFF}（北京时间）`}
        >
          <DatePicker format="YYYY-MM-DD" placeholder={classFieldMessage('end_time')} style={{ width: '100%' }} />
        </FieldCol>
      </Row>

      {classFields.length > 0 && (
        <>
          <h3 className="jhy-form-section">类别信息</h3>
          <Row gutter={24}>
            {classFields.map((field) => (
              <Col key={field} {...(LONG_CLASS_FIELDS.has(field) ? { span: 24 } : HALF_ROW)}>
                <ClassFieldItem field={field} />
              </Col>
            ))}
          </Row>
        </>
      )}

      <h3 className="jhy-form-section">联系方式</h3>
      <Row gutter={24}>
        <FieldCol name="contant_name" label="联系人" rules={[productRule('contant_name')]}>
          <Input placeholder="请填写联系人" maxLength={50} />
        </FieldCol>
        <FieldCol name="contant_mobile" label="联系电话" rules={[productRule('contant_mobile')]}>
          <Input placeholder="请填写联系人手机号码" maxLength={11} inputMode="numeric" />
        </FieldCol>
      </Row>

      <h3 className="jhy-form-section">其他</h3>
      <Form.Item name="dis_matters" label="披露事项" rules={[productRule('dis_matters', false)]}>
        <GrowingTextArea placeholder="选填" maxLength={5000} />
      </Form.Item>
      <Form.Item name="product_desc" label="产品描述" rules={[productRule('product_desc', false)]}>
        <Input.TextArea placeholder="选填" maxLength={50000} autoSize={{ minRows: 3, maxRows: 10 }} />
      </Form.Item>
      <Form.Item
        name="file"
        label="相关附件"
        rules={[productRule('file', false)]}
        extra={attachmentHint(UPLOAD_LIMITS.enrollFilesMax)}
      >
        <AttachmentGroupField maxFiles={UPLOAD_LIMITS.enrollFilesMax} onUploadingChange={uploads.trackers.file} />
      </Form.Item>
      {children}
    </PublishForm>
  );
}

function ClassFieldItem({ field }: { field: ClassField }) {
  const label = CLASS_FIELD_LABELS[field];
  const placeholder = classFieldMessage(field);
  return (
    <Form.Item name={field} label={label} rules={[productRule(field)]} dependencies={['product_classify']}>
      {DATE_CLASS_FIELDS.has(field) ? (
        <DatePicker format="YYYY-MM-DD" placeholder={placeholder} style={{ width: '100%' }} />
      ) : LONG_CLASS_FIELDS.has(field) ? (
        <GrowingTextArea placeholder={placeholder} maxLength={2000} />
      ) : (
        <Input placeholder={placeholder} maxLength={field === 'address' || field === 'other_user' ? 200 : 60} />
      )}
    </Form.Item>
  );
}
