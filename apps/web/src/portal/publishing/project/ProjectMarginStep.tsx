import { Alert, Col, Form, Input, InputNumber, Radio, Row } from 'antd';
import { DatePicker } from '../../../components/BeijingDatePicker';
import { ENROLMENT_CUTOFF, NO_BUYER_END, NO_BUYER_EXTEND, UPLOAD_LIMITS } from '@jhy/contract';
import { AttachmentGroupField, attachmentHint } from '../../../components/upload/AttachmentGroupField';
import { HALF_ROW } from '../../shared/formPieces';
import { FieldCol } from '../../shared/FieldCol';
import { GrowingTextArea } from '../../shared/GrowingTextArea';
import { ProjectFieldCol } from './ProjectFieldCol';
import { AmountWithUnit } from './ProjectBasicsStep';
import { DATE_FORMAT, projectRule, type ProjectFormValues } from './projectFormValues';
import '../../../components/formLayout.css';

/** Tab 3 (docs/product.md §2): 保证金, 披露附件, 挂牌信息. */
export function ProjectMarginStep({
  payeeConfigured,
  onFilesUploading,
}: {
  /** Whether the exchange's payee account is in system configuration (the fields show it, disabled). */
  payeeConfigured: boolean;
  onFilesUploading: (count: number) => void;
}) {
  const form = Form.useFormInstance<ProjectFormValues>();
  const marginLevel = Form.useWatch('margin_level', form);
  const extend = Form.useWatch('potential_buyer', form) === NO_BUYER_EXTEND;
  const byPercent = marginLevel !== null && marginLevel !== undefined;

  return (
    <>
      <h3 className="jhy-form-section">保证金</h3>
      <Row gutter={24}>
        <ProjectFieldCol name="margin_level" label="保证金比例" extra="填写比例后，保证金按 挂牌价格 × 比例 ÷ 100 计算">
          <InputNumber min={0} max={100} precision={2} suffix="%" placeholder="选填，如 10" style={{ width: '100%' }} />
        </ProjectFieldCol>
        <Col {...HALF_ROW}>
          <AmountWithUnit field="margin_money" label="保证金" unitPlaceholder="如 万元" disabled={byPercent} />
        </Col>
        <ProjectFieldCol width="full" name="margin_money_method" label="保证金交纳方式">
          <GrowingTextArea placeholder="请输入保证金交纳方式" maxLength={2000} />
        </ProjectFieldCol>
        {!payeeConfigured && (
          <Col span={24}>
            <Alert
              className="publish-form__notice"
              type="info"
              showIcon
              title="交易中心收款账户尚未配置，提交后由交易中心填写。"
            />
          </Col>
        )}
        {/* The exchange's own account (system configuration): shown, never typed; the server keeps its own. */}
        <FieldCol width="third" name="account_name" label="收款账户名称">
          <Input disabled />
        </FieldCol>
        <FieldCol width="third" name="open_bank" label="开户银行">
          <Input disabled />
        </FieldCol>
        <FieldCol width="third" name="account" label="收款账号">
          <Input disabled />
        </FieldCol>
      </Row>

      <h3 className="jhy-form-section">披露附件</h3>
      <Form.Item
        name="disclosure_file"
        label="披露附件"
        rules={[projectRule('disclosure_file')]}
        extra={`${attachmentHint(UPLOAD_LIMITS.disclosureFilesMax)}；登录用户可在项目详情中查看`}
      >
        <AttachmentGroupField maxFiles={UPLOAD_LIMITS.disclosureFilesMax} onUploadingChange={onFilesUploading} />
      </Form.Item>

      <h3 className="jhy-form-section">挂牌信息</h3>
      <Row gutter={24}>
        <ProjectFieldCol name="start_time" label="挂牌开始时间">
          <DatePicker format={DATE_FORMAT} placeholder="请选择挂牌开始时间" style={{ width: '100%' }} />
        </ProjectFieldCol>
        <ProjectFieldCol
          name="end_time"
          label="挂牌结束时间"
          dependencies={['start_time']}
          extra={`报名及保证金交纳截止于当日 ${ENROLMENT_CUTOFF}（北京时间）`}
        >
          <DatePicker format={DATE_FORMAT} placeholder="请选择挂牌结束时间" style={{ width: '100%' }} />
        </ProjectFieldCol>
        <ProjectFieldCol width="full" name="notice_time" label="信息披露期">
          <DatePicker.RangePicker
            format={DATE_FORMAT}
            placeholder={['披露开始日期', '披露结束日期']}
            style={{ width: '100%' }}
          />
        </ProjectFieldCol>
        <ProjectFieldCol width="full" name="potential_buyer" label="未征集到意向受让方时">
          <Radio.Group
            options={[
              { value: NO_BUYER_END, label: '信息披露终结' },
              { value: NO_BUYER_EXTEND, label: '延长信息披露' },
            ]}
          />
        </ProjectFieldCol>
        {extend && (
          <ProjectFieldCol
            width="full"
            name="nopotential_buyer"
            label="延长信息披露的内容"
            required
            dependencies={['potential_buyer']}
          >
            <GrowingTextArea placeholder="如 以 5 个工作日为一个周期延长信息披露，最多延长 6 个周期" maxLength={2000} />
          </ProjectFieldCol>
        )}
      </Row>
    </>
  );
}
