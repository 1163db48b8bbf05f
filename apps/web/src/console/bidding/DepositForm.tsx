import { Button, DatePicker, Form, Input, InputNumber } from 'antd';
import type { Dayjs } from 'dayjs';
import { BIDDING_CONSOLE_API, DEPOSIT_PROVIDERS, depositRecordSchema } from '@jhy/contract';
import { fieldRule } from '../../components/schemaRule';
import { useConsoleChange } from '../components/consoleData';

interface DepositFormValues {
  amount?: number;
  paid_on?: Dayjs;
  reference?: string;
}

/** A payment form in a registration's drawer: the registration it records for, and the drawer's refresh after. */
export interface PaymentFormProps {
  registrationId: number;
  onRecorded: () => Promise<void>;
}

/** 登记保证金到账 (docs/bidding.md "Payments"): a bank transfer seen on the exchange's statement. */
export function DepositForm({ registrationId, onRecorded }: PaymentFormProps) {
  const [form] = Form.useForm<DepositFormValues>();
  const record = useConsoleChange(BIDDING_CONSOLE_API.deposit, {
    refresh: [],
    onDone: onRecorded,
    failure: '登记失败',
    // One notice at a time: recording several deposits in a row replaces it rather than piling up.
    noticeKey: 'deposit-recorded',
  });
  const submit = (values: DepositFormValues) =>
    record.mutate({
      id: registrationId,
      provider: 'bank_transfer',
      amount: values.amount ?? 0,
      paid_on: values.paid_on?.format('YYYY-MM-DD') ?? '',
      reference: (values.reference ?? '').trim(),
      remark: '',
    });
  return (
    <Form<DepositFormValues>
      form={form}
      layout="vertical"
      className="jhy-review-section"
      aria-label="登记保证金到账"
      onFinish={submit}
    >
      <h4>登记保证金到账（{DEPOSIT_PROVIDERS.bank_transfer}）</h4>
      <Form.Item
        name="amount"
        label="到账金额（万元）"
        rules={[fieldRule(depositRecordSchema, 'amount', { required: true })]}
      >
        <InputNumber min={0} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="paid_on" label="到账日期" rules={[{ required: true, message: '请选择到账日期' }]}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="reference"
        label="银行流水号"
        rules={[fieldRule(depositRecordSchema, 'reference', { required: true })]}
      >
        <Input maxLength={60} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={record.isPending}>
        登记到账
      </Button>
    </Form>
  );
}
