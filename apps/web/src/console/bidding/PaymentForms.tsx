import { useContext, useState, type ReactNode } from 'react';
import { Alert, Button, Form, Input, InputNumber, Popconfirm, type FormInstance, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from '../../components/BeijingDatePicker';
import {
  biddingMessages,
  CONSOLE_API,
  DEPOSIT_PROVIDERS,
  depositCorrectSchema,
  depositRecordSchema,
  depositRefundSchema,
  refundCorrectSchema,
  type ApiPath,
} from '@jhy/contract';
import { fieldRule } from '../../components/schemaRule';
import { useConsoleChange } from '../components/consoleData';
import { StaffContext } from '../staffContext';

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
  initialValues,
  children,
}: {
  initialValues?: Partial<Values>;
  form: FormInstance<Values>;
  /** The form's accessible name. */
  title: string;
  /** What the section's heading says, when more than its name. */
  heading?: ReactNode;
  onFinish?: (values: Values) => void;
  children: ReactNode;
}) {
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className="jhy-review-section"
      aria-label={title}
      onFinish={onFinish}
      initialValues={initialValues}
    >
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
  /** A correction's reason (kept in the ledger beside the first entry). */
  remark?: string;
}

/** The deposit as recorded, when the form corrects it rather than recording a first arrival. */
export interface RecordedDeposit {
  amount: string;
  paidOn: string;
  reference: string;
}

/**
 * 登记保证金到账 (docs/bidding.md "Money desk"): a bank transfer seen on the exchange's statement,
 * asked again before it is sent; another staff member confirms it. With `correcting`, the same
 * form corrects the recorded arrival (更正登记, with its reason): a new ledger entry, the first kept.
 */
export function DepositForm({
  registrationId,
  onRecorded,
  correcting,
}: PaymentFormProps & { correcting?: RecordedDeposit }) {
  const [form] = Form.useForm<DepositFormValues>();
  const path = correcting ? CONSOLE_API.biddingDepositCorrect : CONSOLE_API.biddingDeposit;
  const record = usePaymentRecordChange(path, {
    onDone: onRecorded,
    // One notice at a time: recording several deposits in a row replaces it rather than piling up.
    noticeKey: 'deposit-recorded',
  });
  const submit = async () => {
    const values = await form.validateFields();
    record.mutate({
      ...bankRecordBody(registrationId, 'paid_on', values),
      provider: 'bank_transfer',
      amount: values.amount ?? '',
      remark: (values.remark ?? '').trim(),
    });
  };
  const title = correcting ? '更正保证金登记' : '登记保证金到账';
  const initialValues = correcting
    ? { amount: correcting.amount, paid_on: dayjs(correcting.paidOn), reference: correcting.reference }
    : undefined;
  return (
    <PaymentRecordForm
      form={form}
      title={title}
      heading={correcting ? title : `登记保证金到账（${DEPOSIT_PROVIDERS.bank_transfer}）`}
      initialValues={initialValues}
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
      {correcting ? (
        <Form.Item
          name="remark"
          label="更正原因"
          rules={[fieldRule(depositCorrectSchema, 'remark', { required: true })]}
        >
          <Input maxLength={200} />
        </Form.Item>
      ) : null}
      <CheckedThenAsked
        form={form}
        title={correcting ? '确认更正保证金登记？' : '确认登记保证金到账？'}
        description={
          correcting ? '更正后须由另一名工作人员重新确认；原登记保留在台账中' : '登记后须由另一名工作人员确认到账'
        }
        okText={correcting ? '确认更正' : '确认登记'}
        onConfirm={() => void submit().catch(() => undefined)}
      >
        <Button type={correcting ? 'default' : 'primary'} loading={record.isPending}>
          {correcting ? '更正登记' : '登记到账'}
        </Button>
      </CheckedThenAsked>
    </PaymentRecordForm>
  );
}

/**
 * A money step's button: the form's rules are checked first (their messages shown), then the step is
 * asked again before it is sent.
 */
function CheckedThenAsked<Values>({
  form,
  title,
  description,
  okText,
  onConfirm,
  children,
}: {
  form: FormInstance<Values>;
  title: string;
  description: string;
  okText: string;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const ask = () =>
    void form.validateFields().then(
      () => setOpen(true),
      () => setOpen(false),
    );
  return (
    <Popconfirm
      open={open}
      onOpenChange={(next) => (next ? ask() : setOpen(false))}
      title={title}
      description={description}
      okText={okText}
      cancelText="取消"
      onConfirm={() => {
        setOpen(false);
        onConfirm();
      }}
    >
      {children}
    </Popconfirm>
  );
}

/**
 * The second pair of eyes (docs/lifecycles.md "Deposit"): confirms an arrival or a refund another
 * staff member recorded. Not offered to the one who recorded it: the reason is shown instead.
 */
export function MoneyConfirmation({
  registrationId,
  onRecorded,
  step,
  recordedBy,
}: PaymentFormProps & { step: 'deposit' | 'refund'; recordedBy: number }) {
  const me = useContext(StaffContext)?.id;
  const path = step === 'deposit' ? CONSOLE_API.biddingDepositConfirm : CONSOLE_API.biddingRefundConfirm;
  const confirm = useConsoleChange(path, { refresh: [], failure: '确认失败', onDone: onRecorded });
  const title = step === 'deposit' ? '确认保证金到账' : '确认保证金退还';
  const mine = me !== undefined && me === recordedBy;
  return (
    <section className="jhy-review-section" aria-label={title}>
      <h4>{title}</h4>
      {mine ? (
        <Alert type="info" showIcon message={biddingMessages.sameStaff} />
      ) : (
        <Popconfirm
          title={`${title}？`}
          description={step === 'deposit' ? '请核对银行流水后确认；确认后计入已到账' : '请核对退款流水后确认；不能撤销'}
          okText="确认"
          cancelText="取消"
          onConfirm={() => confirm.mutate({ id: registrationId, remark: '' })}
        >
          <Button type="primary" loading={confirm.isPending}>
            {step === 'deposit' ? '确认到账' : '确认退还'}
          </Button>
        </Popconfirm>
      )}
    </section>
  );
}

interface RefundFormValues {
  refunded_on?: Dayjs;
  reference?: string;
  /** A correction's reason (kept in the ledger beside the first refund entry). */
  remark?: string;
}

/** The refund as recorded, when the form corrects it rather than recording it. */
export interface RecordedRefund {
  refundedOn: string;
  reference: string;
}

/**
 * 登记保证金退还 (docs/bidding.md "Console"): a deposit to be refunded that the exchange has paid
 * back, with the bank's date and reference; asked again before it is sent, confirmed by another
 * staff member. With `correcting`, the same form corrects the recorded refund (更正退还, with its
 * reason): a new ledger entry, the first kept, to be confirmed again by someone else.
 */
export function RefundForm({
  registrationId,
  onRecorded,
  correcting,
}: PaymentFormProps & { correcting?: RecordedRefund }) {
  const [form] = Form.useForm<RefundFormValues>();
  const path = correcting ? CONSOLE_API.biddingRefundCorrect : CONSOLE_API.biddingRefund;
  const refund = usePaymentRecordChange(path, { onDone: () => void onRecorded() });
  const submit = async () => {
    const values = await form.validateFields();
    refund.mutate({ ...bankRecordBody(registrationId, 'refunded_on', values), remark: (values.remark ?? '').trim() });
  };
  const title = correcting ? '更正保证金退还' : '登记保证金退还';
  const initialValues = correcting
    ? { refunded_on: dayjs(correcting.refundedOn), reference: correcting.reference }
    : undefined;
  return (
    <PaymentRecordForm form={form} title={title} initialValues={initialValues}>
      <BankRecordFields
        dateName="refunded_on"
        dateLabel="退还日期"
        referenceLabel="退款流水号"
        referenceRule={fieldRule(depositRefundSchema, 'reference', { required: true })}
      />
      {correcting ? (
        <Form.Item
          name="remark"
          label="更正原因"
          rules={[fieldRule(refundCorrectSchema, 'remark', { required: true })]}
        >
          <Input maxLength={200} />
        </Form.Item>
      ) : null}
      <CheckedThenAsked
        form={form}
        title={correcting ? '确认更正保证金退还？' : '确认保证金已退还？'}
        description={
          correcting ? '更正后须由另一名工作人员重新确认；原登记保留在台账中' : '登记后须由另一名工作人员确认退还'
        }
        okText={correcting ? '确认更正' : '确认退还'}
        onConfirm={() => void submit().catch(() => undefined)}
      >
        <Button type={correcting ? 'default' : 'primary'} loading={refund.isPending}>
          {correcting ? '更正退还' : '登记退还'}
        </Button>
      </CheckedThenAsked>
    </PaymentRecordForm>
  );
}
