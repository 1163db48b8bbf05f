import { Form, Input } from 'antd';
import { fieldRule, type ParsingSchema } from './schemaRule';

/**
 * The contact person and their mobile number, both required by the form's own schema (a
 * certification application, a display product); the phone's label and keyboard are the form's.
 */
export function ContactFields({
  schema,
  phoneLabel,
  phoneInputMode,
}: {
  schema: { shape: Record<'contact_name' | 'contact_phone', ParsingSchema> };
  phoneLabel: string;
  phoneInputMode: 'numeric' | 'tel';
}) {
  return (
    <>
      <Form.Item name="contact_name" label="联系人" rules={[fieldRule(schema, 'contact_name', { required: true })]}>
        <Input maxLength={50} placeholder="请输入联系人" />
      </Form.Item>
      <Form.Item
        name="contact_phone"
        label={phoneLabel}
        rules={[fieldRule(schema, 'contact_phone', { required: true })]}
      >
        <Input maxLength={11} inputMode={phoneInputMode} placeholder="请输入手机号码" />
      </Form.Item>
    </>
  );
}
