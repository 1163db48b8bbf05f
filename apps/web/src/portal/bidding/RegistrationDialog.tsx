import { useState } from 'react';
import { Form, Modal, Select } from 'antd';
import { biddingMessages, registrationFieldsSchema, type ListingDetail } from '@jhy/contract';
import { ContactFields } from '../../components/ContactFields';
import { AttachmentGroupField } from '../../components/upload/AttachmentGroupField';
import { useSaidThenClosed } from '../shared/useSaidThenClosed';
import { useRegister } from './api/biddingQueries';

interface RegistrationFormValues {
  company_id?: number;
  contact_name: string;
  contact_phone: string;
  files: Array<{ name: string; src: string }>;
}

/** 意向受让登记: the enterprise, a contact, the materials the listing asks for. */
export function RegistrationDialog({
  listing,
  enterprises,
  asked,
  onClose,
}: {
  listing: ListingDetail;
  enterprises: Array<{ id: number; company_name: string }>;
  asked: string[];
  onClose: () => void;
}) {
  const saved = useSaidThenClosed(onClose);
  const [form] = Form.useForm<RegistrationFormValues>();
  const register = useRegister(form);
  const [uploading, setUploading] = useState(0);
  const submit = async () => {
    const values = await form.validateFields();
    const msg = await register.mutateAsync({
      listing_id: listing.id,
      company_id: values.company_id!,
      contact_name: values.contact_name,
      contact_phone: values.contact_phone,
      files: (values.files ?? []).map(({ name, src }) => ({ name, src })),
    });
    saved(msg);
  };
  return (
    <Modal
      open
      title="意向受让登记"
      okText="提交报名"
      cancelText="取消"
      onOk={() => void submit().catch(() => undefined)}
      okButtonProps={{ loading: register.isPending, disabled: uploading > 0 }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<RegistrationFormValues>
        form={form}
        layout="vertical"
        initialValues={{ company_id: enterprises[0]?.id, files: [] }}
      >
        <Form.Item
          name="company_id"
          label="报名企业"
          rules={[{ required: true, message: biddingMessages.noVerifiedCompany }]}
        >
          <Select options={enterprises.map((e) => ({ value: e.id, label: e.company_name }))} />
        </Form.Item>
        <ContactFields schema={registrationFieldsSchema} phone="any" phoneLabel="联系电话" phoneInputMode="tel" />
        <Form.Item
          name="files"
          label="资格证明材料"
          extra={asked.length > 0 ? `本项目要求提交：${asked.join('、')}` : '选填'}
          rules={
            asked.length > 0
              ? [
                  {
                    validator: async (_, value: unknown[] | undefined) => {
                      if (!value || value.length === 0) throw new Error(biddingMessages.filesRequired);
                    },
                  },
                ]
              : []
          }
        >
          <AttachmentGroupField maxFiles={10} onUploadingChange={setUploading} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
