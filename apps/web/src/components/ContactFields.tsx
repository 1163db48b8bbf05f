import { Form, Input } from 'antd';
import { fieldRule, type ParsingSchema } from './schemaRule';

/**
 * What the phone field takes: a mobile number (a certification application, a display product), or
 * any number the contact answers, a landline too (a buyer's registration), up to the form schema's 30 characters.
 */
const PHONE_INPUTS = {
  mobile: { maxLength: 11, placeholder: '请输入手机号码' },
  any: { maxLength: 30, placeholder: '请输入联系电话' },
} as const;

/**
 * The contact person and their phone number, both required by the form's own schema; the phone's
 * kind, label and keyboard are the form's.
 */
export function ContactFields({
  schema,
  phone = 'mobile',
  phoneLabel,
  phoneInputMode,
}: {
  schema: { shape: Record<'contact_name' | 'contact_phone', ParsingSchema> };
  phone?: keyof typeof PHONE_INPUTS;
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
        <Input {...PHONE_INPUTS[phone]} inputMode={phoneInputMode} />
      </Form.Item>
    </>
  );
}
