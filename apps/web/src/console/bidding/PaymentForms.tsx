import type { ReactNode } from 'react';
import { Button, Form, Input, InputNumber, Popconfirm, type FormInstance, type FormRule } from 'antd';
import { DatePicker } from '../../components/BeijingDatePicker';
import type { Dayjs } from 'dayjs';
import { CONSOLE_API, DEPOSIT_PROVIDERS, depositRecordSchema, depositRefundSchema, type ApiPath } from '@jhy/contract';
import { fieldRule } from '../../components/schemaRule';
import { useConsoleChange } from '../components/consoleData';

/** A payment form in a registration's drawer: the registration it records for, and the drawer's refresh after. */
export interface PaymentFormProps {
  registrationId: number;
  onRecorded: () => Promise<void>;
}

/**
 * What a payment record sends of its bank record (the fields BankRecordFields holds): the
 * registration, the day under `dateName` ('' when none was chosen: the field's own rule asks for
 * one), the statement's reference trimmed, and no remark.
 */
function bankRecordBody<DateName extends string>(
  registrationId: number,
  dateName: DateName,
  values: { reference?: string } & Partial<Record<DateName, Dayjs>>,
) {
  const date: Dayjs | undefined = values[dateName];
  return {
    id: registrationId,
    [dateName]: date?.format('YYYY-MM-DD') ?? '',
    reference: (values.reference ?? '').trim(),
    remark: '',
  } as { id: number; reference: string; remark: string } & Record<DateName, string>;
}

/**
 * The change that records a payment: no console list to refresh (the drawer reads its registration
 * again through `onDone`), and a refusal said as 登记失败.
 */
function usePaymentRecordChange<P extends ApiPath>(
  path: P,
  options: { onDone: () => void | Promise<void>; noticeKey?: string },
) {
  return useConsoleChange(path, { refresh: [], failure: '登记失败', ...options });
}

/** One payment record's form in the registration's drawer: a section of its own, named by `title`. */
function PaymentRecordForm<Values>({
  form,
  title,
  heading = title,
  onFinish,
  children,
}: {
  form: FormInstance<Values>;
  /** The form's accessible name. */
  title: string;
  /** What the section's heading says, when more than its name. */
  heading?: ReactNode;
  onFinish?: (values: Values) => void;
  children: ReactNode;
}) {
  return (
    <Form<Values> form={form} layout="vertical" className="jhy-review-section" aria-label={title} onFinish={onFinish}>
      <h4>{heading}</h4>
      {children}
    </Form>
  );
}

/**
 * The bank's day and reference of a transfer (docs/bidding.md "Payments"): the day the money arrived
 * or left, under `dateName`, and the statement's reference, with the rule of the record's schema.
 */
function BankRecordFields({
  dateName,
  dateLabel,
  referenceLabel,
  referenceRule,
}: {
  dateName: string;
  dateLabel: string;
  referenceLabel: string;
  referenceRule: FormRule;
}) {
  return (
    <>
      <Form.Item name={dateName} label={dateLabel} rules={[{ required: true, message: `请选择${dateLabel}` }]}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="reference" label={referenceLabel} rules={[referenceRule]}>
        <Input maxLength={60} />
      </Form.Item>
    </>
  );
}

interface DepositFormValues {
  /** 万元 as typed: a decimal string (stringMode), sent as it is (docs/lifecycles.md "Money"). */
  amount?: string;
  paid_on?: Dayjs;
  reference?: string;
}

/** 登记保证金到账 (docs/bidding.md "Payments"): a bank transfer seen on the exchange's statement. */
export function DepositForm({ registrationId, onRecorded }: PaymentFormProps) {
  const [form] = Form.useForm<DepositFormValues>();
  const record = usePaymentRecordChange(CONSOLE_API.biddingDeposit, {
    onDone: onRecorded,
    // One notice at a time: recording several deposits in a row replaces it rather than piling up.
    noticeKey: 'deposit-recorded',
  });
  const submit = (values: DepositFormValues) =>
    record.mutate({
      ...bankRecordBody(registrationId, 'paid_on', values),
      provider: 'bank_transfer',
      amount: values.amount ?? '',
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
        <InputNumber stringMode min="0" precision={4} style={{ width: '100%' }} />
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
  const refund = usePaymentRecordChange(CONSOLE_API.biddingRefund, { onDone: () => void onRecorded() });
  const submit = async () => {
    const values = await form.validateFields();
    refund.mutate(bankRecordBody(registrationId, 'refunded_on', values));
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
