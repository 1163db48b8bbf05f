import { Button, DatePicker, Form, Input, Popconfirm } from 'antd';
import type { Dayjs } from 'dayjs';
import { BIDDING_CONSOLE_API, depositRefundSchema } from '@jhy/contract';
import { fieldRule } from '../../components/schemaRule';
import { useConsoleChange } from '../components/consoleData';
import type { PaymentFormProps } from './DepositForm';

interface RefundFormValues {
  refunded_on?: Dayjs;
  reference?: string;
}

/**
 * 登记保证金退还 (docs/bidding.md "Console"): a deposit to be refunded that the exchange has paid
 * back, with the bank's date and reference; confirmed first, since it cannot be undone here.
 */
export function RefundForm({ registrationId, onRecorded }: PaymentFormProps) {
  const [form] = Form.useForm<RefundFormValues>();
  const refund = useConsoleChange(BIDDING_CONSOLE_API.refund, {
    refresh: [],
    onDone: () => void onRecorded(),
    failure: '登记失败',
  });
  const submit = async () => {
    const values = await form.validateFields();
    refund.mutate({
      id: registrationId,
      refunded_on: values.refunded_on?.format('YYYY-MM-DD') ?? '',
      reference: (values.reference ?? '').trim(),
      remark: '',
    });
  };
  return (
    <Form<RefundFormValues> form={form} layout="vertical" className="jhy-review-section" aria-label="登记保证金退还">
      <h4>登记保证金退还</h4>
      <Form.Item name="refunded_on" label="退还日期" rules={[{ required: true, message: '请选择退还日期' }]}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="reference"
        label="退款流水号"
        rules={[fieldRule(depositRefundSchema, 'reference', { required: true })]}
      >
        <Input maxLength={60} />
      </Form.Item>
      <Popconfirm
        title="确认保证金已退还？"
        description="登记后状态变为“已退还”，不能撤销"
        okText="确认退还"
        cancelText="取消"
        onConfirm={() => void submit().catch(() => undefined)}
      >
        <Button type="primary" loading={refund.isPending}>
          登记退还
        </Button>
      </Popconfirm>
    </Form>
  );
}
