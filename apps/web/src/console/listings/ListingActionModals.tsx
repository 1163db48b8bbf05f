import type { ReactNode } from 'react';
import { Form, Input, InputNumber } from 'antd';
import { DatePicker } from '../../components/BeijingDatePicker';
import type { Dayjs } from 'dayjs';
import { listingDealSchema, listingExtendSchema, type ListingQueueRow } from '@jhy/contract';
import { fieldRule, type ParsingSchema } from '../../components/schemaRule';
import { ConsoleFormModal } from '../components/ConsoleFormModal';
import { consoleTime } from '../consoleTime';

export interface DealFormValues {
  /** 万元 as typed: a decimal string (stringMode), sent as it is (docs/lifecycles.md "Money"). */
  deal_amount?: string;
  transferee_name?: string;
  deal_date?: Dayjs;
  remark?: string;
}
export interface ExtendFormValues {
  end_time?: Dayjs;
  remark?: string;
}

const asDate = (value: unknown) => (value as Dayjs | undefined)?.format('YYYY-MM-DD') ?? '';

/** A required day of an action ('请选择' and its label), by the contract's rule, sent as YYYY-MM-DD. */
function ActionDateItem<Shape extends Record<string, ParsingSchema>>({
  schema,
  name,
  label,
}: {
  schema: { shape: Shape };
  name: keyof Shape & string;
  label: string;
}) {
  // Form.Item takes any field's name; the rule keeps the schema's own key.
  const field: string = name;
  return (
    <Form.Item name={field} label={label} rules={[fieldRule(schema, name, { required: true, toWire: asDate })]}>
      <DatePicker style={{ width: '100%' }} placeholder={`请选择${label}`} />
    </Form.Item>
  );
}

/** What the operations page gives each action's dialog: the listing acted on (null: closed) and where its values go. */
interface ListingActionProps<Submitted> {
  listing: ListingQueueRow | null;
  saving: boolean;
  onSubmit: (values: Submitted & { remark: string }) => void;
  onClose: () => void;
}

/**
 * The dialog of an action on one listing: its title names the action and the listing, its form ends
 * with the staff member's note for the audit log, sent trimmed with the action's own values.
 */
function ListingActionModal<Values extends { remark?: string }, Submitted>({
  action,
  okText,
  intro,
  submitted,
  children,
  listing,
  saving,
  onSubmit,
  onClose,
}: ListingActionProps<Submitted> & {
  action: string;
  okText: string;
  /** Shown above the form. */
  intro?: ReactNode;
  /** The action's own values as the server takes them. */
  submitted: (values: Values) => Submitted;
  children: ReactNode;
}) {
  const [form] = Form.useForm<Values>();
  return (
    <ConsoleFormModal
      title={listing ? `${action}：${listing.product_name}` : ''}
      open={listing !== null}
      okText={okText}
      form={form}
      saving={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      {intro}
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => onSubmit({ ...submitted(values), remark: (values.remark ?? '').trim() })}
      >
        {children}
        <Form.Item name="remark" label="备注（记入审计日志）">
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </ConsoleFormModal>
  );
}

/**
 * 登记成交: the amount in 万元 (what the deal statistics add up), the transferee and the day. The
 * rules are the contract's; the listing becomes 已成交 and a draft deal announcement is created.
 */
export function DealModal(
  props: ListingActionProps<{ deal_amount: string; transferee_name: string; deal_date: string }>,
) {
  return (
    <ListingActionModal
      {...props}
      action="登记成交"
      okText="确认登记成交"
      submitted={(values: DealFormValues) => ({
        deal_amount: values.deal_amount ?? '',
        transferee_name: (values.transferee_name ?? '').trim(),
        deal_date: asDate(values.deal_date),
      })}
    >
      <Form.Item
        name="deal_amount"
        label="成交金额（万元）"
        rules={[fieldRule(listingDealSchema, 'deal_amount', { required: true })]}
      >
        <InputNumber stringMode min="0" precision={4} style={{ width: '100%' }} placeholder="请输入成交金额（万元）" />
      </Form.Item>
      <Form.Item
        name="transferee_name"
        label="受让方名称"
        rules={[fieldRule(listingDealSchema, 'transferee_name', { required: true })]}
      >
        <Input maxLength={100} placeholder="请输入受让方名称" />
      </Form.Item>
      <ActionDateItem schema={listingDealSchema} name="deal_date" label="成交日期" />
    </ListingActionModal>
  );
}

/** 延期: a new end for a listing whose owner chose to extend the disclosure (potential_buyer 6). */
export function ExtendModal(props: ListingActionProps<{ end_time: string }>) {
  const { listing } = props;
  return (
    <ListingActionModal
      {...props}
      action="延长信息披露"
      okText="确认延期"
      intro={
        listing && (
          <p>
            当前截止时间：{consoleTime(listing.end_time)}；延长方式：{listing.nopotential_buyer || '—'}
          </p>
        )
      }
      submitted={(values: ExtendFormValues) => ({ end_time: asDate(values.end_time) })}
    >
      <ActionDateItem schema={listingExtendSchema} name="end_time" label="延长后的截止时间" />
    </ListingActionModal>
  );
}
