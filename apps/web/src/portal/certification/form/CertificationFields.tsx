import { Form, Input, Select, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { AUTH_TYPE_OTHER, certificationFieldRules, certificationMessages } from '@jhy/contract';
import { useCategoryGroup } from '../../../api/categories';
import { useAreaOptions } from '../../../api/regions';
import { fieldRule, schemaRule } from '../../../components/schemaRule';
import { ContactFields } from '../../../components/ContactFields';
import { AreaCascader } from '../../../components/AreaCascader';
import { optionsOf } from '../../shared/formPieces';
import type { CertificationFormValues } from './certificationFormValues';

interface CertificationFieldsProps {
  form: FormInstance<CertificationFormValues>;
  onSubmit: (values: CertificationFormValues) => void;
  initialValues?: Partial<CertificationFormValues>;
  children?: ReactNode;
}

const rule = (field: keyof typeof certificationFieldRules.shape) =>
  fieldRule(certificationFieldRules, field, { required: true });

/**
 * The certification application's fields (docs/product.md §3, §5), for the form page and the
 * personal center's edit dialog alike. Every rule is the contract's: the page says what the server
 * would. Choosing 205 (其他) reveals the required free-text type.
 */
export function CertificationFields({ form, onSubmit, initialValues, children }: CertificationFieldsProps) {
  const types = useCategoryGroup('auth_type');
  const areas = useAreaOptions();
  const chosen = Form.useWatch('type', form) ?? [];
  const wantsOther = chosen.includes(AUTH_TYPE_OTHER);

  return (
    <Form<CertificationFormValues>
      form={form}
      layout="vertical"
      className="certification-form"
      initialValues={{ type: [], ...initialValues }}
      onFinish={onSubmit}
      scrollToFirstError={{ block: 'center' }}
    >
      <div className="certification-form__grid">
        <Form.Item name="company_name" label="企业名称" rules={[rule('company_name')]}>
          <Input maxLength={100} placeholder="请输入企业名称" />
        </Form.Item>
        <Form.Item name="credit_code" label="统一社会信用代码" rules={[rule('credit_code')]}>
          <Input maxLength={18} placeholder="18 位统一社会信用代码" />
        </Form.Item>
        <Form.Item
          name="product_name"
          label="认证产品"
          extra="多个产品请用逗号分隔"
          rules={[rule('product_name')]}
          className="certification-form__wide"
        >
          <Input maxLength={500} placeholder="如：牦牛酸奶，牦牛奶粉" />
        </Form.Item>
        <Form.Item
          name="type"
          label="认证类型"
          rules={[schemaRule(certificationFieldRules.shape.type, { required: true })]}
          className="certification-form__wide"
        >
          <Select
            mode="multiple"
            placeholder="请选择认证类型"
            loading={types.isPending}
            options={optionsOf(types.data ?? [])}
          />
        </Form.Item>
        {wantsOther && (
          <Form.Item
            name="other"
            label="其他认证类型"
            rules={[{ required: true, whitespace: true, message: certificationMessages.otherRequired }]}
            className="certification-form__wide"
          >
            <Input maxLength={100} placeholder={certificationMessages.otherRequired} />
          </Form.Item>
        )}
        <ContactFields schema={certificationFieldRules} phoneLabel="联系方式" phoneInputMode="numeric" />
        <Form.Item
          name="area"
          label="产地"
          rules={[schemaRule(certificationFieldRules.shape.area_code, { required: true, toWire: joinPath })]}
        >
          <AreaCascader options={areas.data ?? []} loading={areas.isPending} />
        </Form.Item>
        <Form.Item name="contact_address" label="联系地址" rules={[rule('contact_address')]}>
          <Input maxLength={200} placeholder="请输入联系地址" />
        </Form.Item>
      </div>
      {children}
    </Form>
  );
}

const joinPath = (value: unknown) => (Array.isArray(value) ? value.join('/') : '');
