import { Col, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import type { CategoryNode, EnterpriseView } from '@jhy/contract';
import { ImageListField } from '../../../components/upload/ImageListField';
import { EnterprisePicker } from '../EnterprisePicker';
import { HALF_ROW, optionsOf } from '../../shared/formPieces';
import { ProjectFieldCol } from './ProjectFieldCol';
import { projectRule, type ProjectFormValues } from './projectFormValues';

/** Tab 1, 基本信息 (docs/product.md §2): enterprise, product, category, place, price, quantity, contact, pictures. */
export function ProjectBasicsStep({
  enterprises,
  projectTypes,
  onImagesUploading,
}: {
  enterprises: { data?: EnterpriseView[]; isPending: boolean };
  projectTypes: CategoryNode[];
  onImagesUploading: (count: number) => void;
}) {
  const form = Form.useFormInstance<ProjectFormValues>();
  const firstCategory = Form.useWatch('first_category', form);
  const classes = projectTypes.find((type) => type.id === firstCategory)?.sonCate ?? [];

  return (
    <Row gutter={24}>
      <ProjectFieldCol name="company_id" label="挂牌企业">
        <EnterprisePicker enterprises={enterprises} />
      </ProjectFieldCol>
      <ProjectFieldCol name="product_name" label="产品名称">
        <Input placeholder="请输入产品名称" maxLength={100} />
      </ProjectFieldCol>
      <ProjectFieldCol name="first_category" label="一级分类">
        <Select
          placeholder="请选择一级分类"
          options={optionsOf(projectTypes)}
          onChange={() => form.setFieldValue('second_category', undefined)}
        />
      </ProjectFieldCol>
      <ProjectFieldCol name="second_category" label="项目类型" dependencies={['first_category']}>
        <Select
          placeholder={firstCategory ? '请选择项目类型' : '请先选择一级分类'}
          disabled={!firstCategory}
          options={optionsOf(classes)}
        />
      </ProjectFieldCol>
      <ProjectFieldCol width="full" name="area_name" label="产品所在地">
        <Input placeholder="请输入产品所在地，如 青海省果洛藏族自治州玛沁县" maxLength={120} />
      </ProjectFieldCol>
      <Col {...HALF_ROW}>
        <AmountWithUnit field="price" label="挂牌价格" unitPlaceholder="如 万元" />
      </Col>
      <Col {...HALF_ROW}>
        <AmountWithUnit field="quantity" label="挂牌数量" unitPlaceholder="如 吨、亩" />
      </Col>
      <ProjectFieldCol name="contacts_name" label="项目咨询联系人">
        <Input placeholder="请输入项目咨询联系人" maxLength={50} />
      </ProjectFieldCol>
      <ProjectFieldCol name="contacts_phone" label="联系电话">
        <Input placeholder="请输入联系电话" maxLength={30} inputMode="tel" />
      </ProjectFieldCol>
      <ProjectFieldCol
        width="full"
        name="product_img"
        label="产品图片"
        extra="可多张，最多 5 张，单张不超过 10MB；第一张为封面"
      >
        <ImageListField onUploadingChange={onImagesUploading} />
      </ProjectFieldCol>
    </Row>
  );
}

/** A figure and its unit side by side ('number/unit' as the server keeps it); each has its own rule. */
export function AmountWithUnit({
  field,
  label,
  unitPlaceholder,
  disabled,
  extra,
}: {
  field: 'price' | 'quantity' | 'margin_money';
  label: string;
  unitPlaceholder: string;
  disabled?: boolean;
  extra?: string;
}) {
  const unit = `${field}_unit` as const;
  return (
    <Form.Item label={label} required extra={extra}>
      <Space.Compact block>
        <Form.Item
          name={field}
          noStyle
          rules={[projectRule(field)]}
          dependencies={field === 'margin_money' ? ['margin_level'] : []}
        >
          <InputNumber
            aria-label={label}
            placeholder={`请输入${label}`}
            min={0}
            max={1e12}
            style={{ width: '65%' }}
            disabled={disabled}
          />
        </Form.Item>
        <Form.Item name={unit} noStyle rules={[projectRule(unit)]}>
          <Input aria-label={`${label}单位`} placeholder={unitPlaceholder} maxLength={20} style={{ width: '35%' }} />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
