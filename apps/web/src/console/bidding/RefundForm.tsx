import { Button, Form, Popconfirm } from 'antd';
import type { Dayjs } from 'dayjs';
import { BIDDING_CONSOLE_API, depositRefundSchema } from '@jhy/contract';
import { fieldRule } from '../../components/schemaRule';
import {
  BankRecordFields,
  PaymentRecordForm,
  wireDate,
  wireReference,
  type PaymentFormProps,
  usePaymentRecordChange,
} from './PaymentRecordForm';

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
  const refund = usePaymentRecordChange(BIDDING_CONSOLE_API.refund, { onDone: () => void onRecorded() });
  const submit = async () => {
    const values = await form.validateFields();
    refund.mutate({
      id: registrationId,
      refunded_on: wireDate(values.refunded_on),
      reference: wireReference(values.reference),
      remark: '',
    });
  };
  return (
    <PaymentRecordForm form={form} title="登记保证金退还">
      <BankRecordFields
        dateName="refunded_on"
        dateLabel="退还日期"
        referenceLabel="退款流水号"
        referenceRule={fieldRule(depositRefundSchema, 'reference', { required: true })}
      />
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
    </PaymentRecordForm>
  );
}
