import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { TRANSFER_TYPE_INDIVIDUAL, UPLOAD_LIMITS, type CategoryNode } from '@jhy/contract';
import { AttachmentGroupField, attachmentHint } from '../../../components/upload/AttachmentGroupField';
import { HALF_ROW, inCapitals, optionsOf } from '../../shared/formPieces';
import { GrowingTextArea } from '../../shared/GrowingTextArea';
import { ProjectFieldCol } from './ProjectFieldCol';
import { projectRule, type ProjectFormValues } from './projectFormValues';
import '../../../components/formLayout.css';

/**
 * The transferor's 18-character number, an individual's ID card or anyone else's credit code: checked
 * again when the transferor's type changes, kept in capitals.
 */
function TransferorNumberItem({
  name,
  label,
  placeholder,
}: {
  name: 'transfer_idcard' | 'transfer_code';
  label: string;
  placeholder: string;
}) {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[projectRule(name)]}
      dependencies={['transfer_type']}
      normalize={inCapitals}
    >
      <Input placeholder={placeholder} maxLength={18} />
    </Form.Item>
  );
}

/** Tab 2 (docs/product.md §2): 转让方简况, 交易条件, 受让方资格. */
export function ProjectTransferorStep({
  transferTypes,
  decisionTypes,
  onFilesUploading,
}: {
  transferTypes: CategoryNode[];
  decisionTypes: CategoryNode[];
  onFilesUploading: (count: number) => void;
}) {
  const form = Form.useFormInstance<ProjectFormValues>();
  const individual = Form.useWatch('transfer_type', form) === TRANSFER_TYPE_INDIVIDUAL;

  return (
    <>
      <h3 className="jhy-form-section">转让方简况</h3>
      <Row gutter={24}>
        <Col {...HALF_ROW}>
          <Form.Item name="transfer_name" label="转让方名称" rules={[projectRule('transfer_name')]}>
            <Input placeholder="请输入转让方名称" maxLength={100} />
          </Form.Item>
          <Form.Item name="show_transfer_name" valuePropName="checked" className="publish-form__flag">
            <Checkbox>在项目详情中公开转让方名称</Checkbox>
          </Form.Item>
        </Col>
        <ProjectFieldCol name="transfer_type" label="转让方类型">
          <Select
            placeholder="请选择转让方类型"
            options={optionsOf(transferTypes)}
            // Spec §4: an individual (165) gives an ID number, anyone else a credit code; the other is cleared.
            onChange={(type: number) =>
              form.setFieldValue(type === TRANSFER_TYPE_INDIVIDUAL ? 'transfer_code' : 'transfer_idcard', '')
            }
          />
        </ProjectFieldCol>
        <Col {...HALF_ROW}>
          {individual ? (
            <TransferorNumberItem name="transfer_idcard" label="身份证号码" placeholder="请输入转让方身份证号码" />
          ) : (
            <>
              <TransferorNumberItem
                name="transfer_code"
                label="统一社会信用代码"
                placeholder="请输入转让方社会统一信用代码"
              />
              <Form.Item name="show_transfer_code" valuePropName="checked" className="publish-form__flag">
                <Checkbox>在项目详情中公开统一社会信用代码</Checkbox>
              </Form.Item>
            </>
          )}
        </Col>
        <ProjectFieldCol name="internal_decision_type" label="内部决策文件类型">
          <Select placeholder="请选择内部决策文件类型" options={optionsOf(decisionTypes)} />
        </ProjectFieldCol>
      </Row>

      <h3 className="jhy-form-section">交易条件</h3>
      <Row gutter={24}>
        <ProjectFieldCol name="pay_type" label="价款支付方式">
          <Input placeholder="如 一次性支付" maxLength={2000} />
        </ProjectFieldCol>
        <ProjectFieldCol name="pay_deadline" label="价款支付期限">
          <Input placeholder="如 合同签订之日起 5 个工作日内" maxLength={100} />
        </ProjectFieldCol>
        <ProjectFieldCol width="full" name="pay_msg" label="价款支付说明">
          <GrowingTextArea placeholder="请输入价款支付说明" maxLength={2000} />
        </ProjectFieldCol>
        <ProjectFieldCol width="full" name="other_condition" label="与交易相关其他条件">
          <GrowingTextArea placeholder="请输入与交易相关其他条件" maxLength={2000} />
        </ProjectFieldCol>
        <ProjectFieldCol width="full" name="important_content" label="重大事项及其他披露内容">
          <GrowingTextArea long placeholder="请输入重大事项及其他披露内容" maxLength={5000} showCount />
        </ProjectFieldCol>
      </Row>

      <h3 className="jhy-form-section">受让方资格</h3>
      <Row gutter={24}>
        <ProjectFieldCol width="full" name="transferee" label="受让方资格条件">
          <GrowingTextArea long placeholder="请输入受让方资格条件" maxLength={2000} />
        </ProjectFieldCol>
        <ProjectFieldCol
          width="full"
          name="enroll_file"
          label="报名提交材料"
          extra={attachmentHint(UPLOAD_LIMITS.enrollFilesMax)}
        >
          <AttachmentGroupField maxFiles={UPLOAD_LIMITS.enrollFilesMax} onUploadingChange={onFilesUploading} />
        </ProjectFieldCol>
      </Row>
    </>
  );
}
