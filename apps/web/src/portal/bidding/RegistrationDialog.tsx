import { useState } from 'react';
import { Alert, Checkbox, Form, Modal, Select } from 'antd';
import { biddingMessages, registrationFieldsSchema, type ListingDetail, type ListingStanding } from '@jhy/contract';
import { SafeHtml } from '../../components/SafeHtml';
import { DisclosureFiles } from '../trading';
import { ContactFields } from '../../components/ContactFields';
import { AttachmentGroupField } from '../../components/upload/AttachmentGroupField';
import { useSaidThenClosed } from '../shared/useSaidThenClosed';
import { useRegister } from './api/biddingQueries';

interface RegistrationFormValues {
  company_id?: number;
  contact_name: string;
  contact_phone: string;
  files: Array<{ name: string; src: string }>;
  accepted: boolean;
}

/**
 * 意向受让登记 (docs/bidding.md "Registration"): the enterprise, a contact (prefilled from the
 * enterprise's record, editable), the materials the listing asks for (its templates to download),
 * and the 竞买须知 to read and accept — the version accepted goes with the registration.
 */
export function RegistrationDialog({
  listing,
  enterprises,
  asked,
  notice,
  contacts,
  onClose,
}: {
  listing: ListingDetail;
  enterprises: Array<{ id: number; company_name: string }>;
  asked: string[];
  notice: ListingStanding['notice'];
  contacts: ListingStanding['contacts'];
  onClose: () => void;
}) {
  const contactOf = (companyId: number | undefined) => {
    const found = contacts.find((c) => c.company_id === companyId);
    return { contact_name: found?.contact_name ?? '', contact_phone: found?.contact_phone ?? '' };
  };
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
      notice_sha256: notice.sha256,
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
        initialValues={{ company_id: enterprises[0]?.id, files: [], accepted: false, ...contactOf(enterprises[0]?.id) }}
      >
        <Form.Item
          name="company_id"
          label="报名企业"
          rules={[{ required: true, message: biddingMessages.noVerifiedCompany }]}
        >
          <Select
            options={enterprises.map((e) => ({ value: e.id, label: e.company_name }))}
            onChange={(id: number) => form.setFieldsValue(contactOf(id))}
          />
        </Form.Item>
        <ContactFields schema={registrationFieldsSchema} phone="any" phoneLabel="联系电话" phoneInputMode="tel" />
        {asked.length > 0 && (
          <div className="registration-asked" aria-label="本项目要求提交的材料">
            <p className="registration-asked__title">本项目要求提交以下材料（可下载查看）：</p>
            <DisclosureFiles
              listingId={listing.id}
              kind="enroll"
              files={asked.map((name, index) => ({ index, name }))}
            />
          </div>
        )}
        <Form.Item
          name="files"
          label="资格证明材料"
          extra={asked.length > 0 ? '本项目要求提交上列材料（可下载模板或说明后填写上传）' : '选填'}
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
        <section aria-label="竞买须知">
          <h3 className="registration-notice__title">竞买须知</h3>
          {notice.html ? (
            // Its own scroller takes the focus: the arrows scroll a notice longer than its box (WCAG 2.1.1).
            <div className="registration-notice" tabIndex={0} role="region" aria-label="须知全文（可用方向键滚动）">
              <SafeHtml html={notice.html} />
            </div>
          ) : (
            <Alert type="warning" showIcon message={biddingMessages.noticeMissing} />
          )}
          <Form.Item
            name="accepted"
            valuePropName="checked"
            rules={[
              {
                validator: async (_, checked: boolean) => {
                  if (!checked) throw new Error(biddingMessages.noticeNotAccepted);
                },
              },
            ]}
          >
            <Checkbox disabled={!notice.html}>我已阅读并同意《竞买须知》</Checkbox>
          </Form.Item>
        </section>
      </Form>
    </Modal>
  );
}
