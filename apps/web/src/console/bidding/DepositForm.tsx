import { Button, Form, InputNumber } from 'antd';
import type { Dayjs } from 'dayjs';
import { BIDDING_CONSOLE_API, DEPOSIT_PROVIDERS, depositRecordSchema } from '@jhy/contract';
import { fieldRule } from '../../components/schemaRule';
import {
  BankRecordFields,
  PaymentRecordForm,
  wireDate,
  wireReference,
  type PaymentFormProps,
  usePaymentRecordChange,
} from './PaymentRecordForm';

interface DepositFormValues {
  amount?: number;
  paid_on?: Dayjs;
  reference?: string;
}

/** 登记保证金到账 (docs/bidding.md "Payments"): a bank transfer seen on the exchange's statement. */
export function DepositForm({ registrationId, onRecorded }: PaymentFormProps) {
  const [form] = Form.useForm<DepositFormValues>();
  const record = usePaymentRecordChange(BIDDING_CONSOLE_API.deposit, {
    onDone: onRecorded,
    // One notice at a time: recording several deposits in a row replaces it rather than piling up.
    noticeKey: 'deposit-recorded',
  });
  const submit = (values: DepositFormValues) =>
    record.mutate({
      id: registrationId,
      provider: 'bank_transfer',
      amount: values.amount ?? 0,
      paid_on: wireDate(values.paid_on),
      reference: wireReference(values.reference),
      remark: '',
    });
  return (
    <PaymentRecordForm
      form={form}
      title="登记保证金到账"
      heading={`登记保证金到账（${DEPOSIT_PROVIDERS.bank_transfer}）`}
      onFinish={submit}
    >
      <Form.Item
        name="amount"
        label="到账金额（万元）"
        rules={[fieldRule(depositRecordSchema, 'amount', { required: true })]}
      >
        <InputNumber min={0} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <BankRecordFields
        dateName="paid_on"
        dateLabel="到账日期"
        referenceLabel="银行流水号"
        referenceRule={fieldRule(depositRecordSchema, 'reference', { required: true })}
      />
      <Button type="primary" htmlType="submit" loading={record.isPending}>
        登记到账
      </Button>
    </PaymentRecordForm>
  );
}
