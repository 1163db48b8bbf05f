import type { ReactNode } from 'react';
import { Alert, Checkbox, Form, Input, Row, Select, type FormInstance } from 'antd';
import { useAppMessage } from '../../../app/feedback';
import {
  commonMessages,
  ENTERPRISE_ATTACHMENT_GROUPS,
  ENTERPRISE_COMMITMENT,
  ENTERPRISE_SEAL_NOTICE,
  enterpriseMessages,
} from '@jhy/contract';
import { useCategoryGroup } from '../../../api/categories';
import { labelsOfAreaPath, useAreaOptions } from '../../../api/regions';
import { AreaCascader } from '../../../components/AreaCascader';
import { ATTACHMENT_HINT, AttachmentGroupField } from '../../../components/upload/AttachmentGroupField';
import { useUploadTracker } from '../../../components/upload/useUploadTracker';
import { inCapitals, optionsOf } from '../../shared/formPieces';
import { FieldCol } from '../../shared/FieldCol';
import { GrowingTextArea } from '../../shared/GrowingTextArea';
import { enterpriseRules, toPayload, type EnterpriseFormValues, type EnterprisePayload } from './enterpriseFormValues';
import './enterpriseForm.css';
import '../../../components/formLayout.css';

export interface EnterpriseFormProps {
  form: FormInstance<EnterpriseFormValues>;
  initialValues?: EnterpriseFormValues;
  /** Called with the server's payload once every rule holds and no file is still uploading. */
  onSubmit: (payload: EnterprisePayload) => void;
  /** Buttons under the form (the add page's submit); the dialog uses its own footer. */
  children?: ReactNode;
}

/**
 * The enterprise form of /main/addCompany and of the personal center's edit dialog: every field of
 * docs/product.md §3 with the contract's rules, the four attachment groups, the seal notice and the commitment.
 */
export function EnterpriseForm({ form, initialValues, onSubmit, children }: EnterpriseFormProps) {
  const message = useAppMessage();
  const idTypes = useCategoryGroup('id_type');
  const areas = useAreaOptions();
  const uploads = useUploadTracker(ENTERPRISE_ATTACHMENT_GROUPS.map(({ field }) => field));
  const uploadingFields = uploads.uploading;
  const warnUploadsInProgress = () => {
    if (uploadingFields.length === 0) return false;
    const labels = ENTERPRISE_ATTACHMENT_GROUPS.filter(({ field }) => uploadingFields.includes(field)).map(
      ({ label }) => label,
    );
    message.warning({ content: enterpriseMessages.uploadsInProgress(labels), key: 'uploads-in-progress' });
    return true;
  };

  // A code path the region tree no longer holds (an old record, a changed division) must be chosen again.
  const areaExists = {
    validator: async (_rule: unknown, value: string[] | undefined) => {
      if (!areas.data || !value?.length) return;
      if (!labelsOfAreaPath(areas.data, value)) throw new Error(enterpriseMessages.areaInvalid);
    },
  };

  return (
    <Form<EnterpriseFormValues>
      form={form}
      layout="vertical"
      className="enterprise-form"
      initialValues={initialValues}
      // Centred, so the first refused field is seen with its label above it, not cut at the top.
      scrollToFirstError={{ block: 'center', behavior: 'smooth', focus: true }}
      onFinish={(values) => {
        if (warnUploadsInProgress()) return;
        onSubmit(toPayload(values));
      }}
      onFinishFailed={() => {
        // A group still uploading is empty only for now: name the uploads (the one message then),
        // do not call the file missing. The other fields stay marked.
        if (warnUploadsInProgress()) {
          form.setFields(uploadingFields.map((field) => ({ name: field, errors: [] })));
          return;
        }
        // One summary; each field's own message is marked on it.
        message.warning({ content: commonMessages.formInvalid, key: 'form-invalid' });
      }}
    >
      <h3 className="jhy-form-section enterprise-form__section">企业信息</h3>
      <Row gutter={24}>
        <FieldCol name="company_name" label="企业名称" rules={enterpriseRules.company_name}>
          <Input placeholder="请输入企业名称" maxLength={100} />
        </FieldCol>
        <FieldCol
          name="credit_code"
          label="统一社会信用代码"
          rules={enterpriseRules.credit_code}
          normalize={inCapitals}
        >
          <Input placeholder="18 位统一社会信用代码" maxLength={18} />
        </FieldCol>
        <FieldCol name="id_type" label="证件类型" rules={enterpriseRules.id_type}>
          <Select placeholder="请选择证件类型" loading={idTypes.isPending} options={optionsOf(idTypes.data ?? [])} />
        </FieldCol>
        <FieldCol name="area" label="经营所在地" rules={[...enterpriseRules.area, areaExists]}>
          <AreaCascader options={areas.data ?? []} loading={areas.isPending} />
        </FieldCol>
        <FieldCol width="full" name="address" label="详细地址" rules={enterpriseRules.address}>
          <Input placeholder="请输入详细地址" maxLength={200} />
        </FieldCol>
        <FieldCol width="full" name="company_desc" label="企业简介" rules={enterpriseRules.company_desc}>
          <GrowingTextArea long placeholder="请输入企业简介" maxLength={2000} showCount />
        </FieldCol>
      </Row>

      <h3 className="jhy-form-section enterprise-form__section">法人信息</h3>
      <PersonFields prefix="legal" label="法人" />

      <h3 className="jhy-form-section enterprise-form__section">联系人信息</h3>
      <PersonFields prefix="contant" label="联系人" />

      <h3 className="jhy-form-section enterprise-form__section">附件材料</h3>
      <Alert
        className="enterprise-form__notice"
        type="warning"
        showIcon
        title={ENTERPRISE_SEAL_NOTICE}
        description={ATTACHMENT_HINT}
      />
      <Row gutter={24}>
        {ENTERPRISE_ATTACHMENT_GROUPS.map(({ field, label }) => (
          <FieldCol key={field} name={field} label={label} rules={enterpriseRules[field]}>
            <AttachmentGroupField onUploadingChange={uploads.trackers[field]} />
          </FieldCol>
        ))}
      </Row>

      <h3 className="jhy-form-section enterprise-form__section">企业承诺函</h3>
      <p className="enterprise-form__commitment">{ENTERPRISE_COMMITMENT}</p>
      <Form.Item name="membership" valuePropName="checked" rules={enterpriseRules.membership}>
        <Checkbox>我已阅读并同意《企业承诺函》</Checkbox>
      </Form.Item>
      {children}
    </Form>
  );
}

/** Name, ID number and mobile of the legal person (legal_*) or the contact (contant_*, the product's spelling). */
function PersonFields({ prefix, label }: { prefix: 'legal' | 'contant'; label: string }) {
  return (
    <Row gutter={24}>
      <FieldCol width="third" name={`${prefix}_name`} label={`${label}姓名`} rules={enterpriseRules[`${prefix}_name`]}>
        <Input placeholder={`请输入${label}姓名`} maxLength={50} />
      </FieldCol>
      <FieldCol
        width="third"
        name={`${prefix}_code`}
        label={`${label}身份证号`}
        rules={enterpriseRules[`${prefix}_code`]}
        normalize={inCapitals}
      >
        <Input placeholder={`请输入${label}身份证号码`} maxLength={18} />
      </FieldCol>
      <FieldCol
        width="third"
        name={`${prefix}_mobile`}
        label={`${label}手机号`}
        rules={enterpriseRules[`${prefix}_mobile`]}
      >
        <Input placeholder={`请输入${label}手机号码`} maxLength={11} inputMode="numeric" />
      </FieldCol>
    </Row>
  );
}
