import type { ReactNode } from 'react';
import { DatePicker, Form, Input, type FormInstance, type FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ApiPath } from '@jhy/contract';
import { useConsoleChange } from '../components/consoleData';

/** A payment form in a registration's drawer: the registration it records for, and the drawer's refresh after. */
export interface PaymentFormProps {
  registrationId: number;
  onRecorded: () => Promise<void>;
}

/** A day as the server takes it; '' when none was chosen (the field's own rule asks for one). */
export const wireDate = (date: Dayjs | undefined) => date?.format('YYYY-MM-DD') ?? '';

/** The statement's reference as the server takes it. */
export const wireReference = (reference: string | undefined) => (reference ?? '').trim();

/**
 * The change that records a payment: no console list to refresh (the drawer reads its registration
 * again through `onDone`), and a refusal said as 登记失败.
 */
export function usePaymentRecordChange<P extends ApiPath>(
  path: P,
  options: { onDone: () => void | Promise<void>; noticeKey?: string },
) {
  return useConsoleChange(path, { refresh: [], failure: '登记失败', ...options });
}

/** One payment record's form in the registration's drawer: a section of its own, named by `title`. */
export function PaymentRecordForm<Values>({
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
export function BankRecordFields({
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
