import { DatePicker, Form, Input, InputNumber, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { listingDealSchema, listingExtendSchema, type ListingQueueRow } from '@jhy/contract';
import { fieldRule } from '../../components/schemaRule';

export interface DealFormValues {
  deal_amount?: number;
  transferee_name?: string;
  deal_date?: Dayjs;
  remark?: string;
}
export interface ExtendFormValues {
  end_time?: Dayjs;
  remark?: string;
}

/** The staff member's note on the action, written into the audit log with it. */
function AuditRemarkItem() {
  return (
    <Form.Item name="remark" label="备注（记入审计日志）">
      <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
    </Form.Item>
  );
}

const asDate = (value: unknown) => (value as Dayjs | undefined)?.format('YYYY-MM-DD') ?? '';

/**
 * 登记成交: the amount in 万元 (what the deal statistics add up), the transferee and the day. The
 * rules are the contract's; the listing becomes 已成交 and a draft deal announcement is created.
 */
export function DealModal({
  listing,
  saving,
  onSubmit,
  onClose,
}: {
  listing: ListingQueueRow | null;
  saving: boolean;
  onSubmit: (values: { deal_amount: number; transferee_name: string; deal_date: string; remark: string }) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<DealFormValues>();
  return (
    <Modal
      title={listing ? `登记成交：${listing.product_name}` : ''}
      open={listing !== null}
      okText="确认登记成交"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<DealFormValues>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) =>
          onSubmit({
            deal_amount: values.deal_amount ?? 0,
            transferee_name: (values.transferee_name ?? '').trim(),
            deal_date: asDate(values.deal_date),
            remark: (values.remark ?? '').trim(),
          })
        }
      >
        <Form.Item
          name="deal_amount"
          label="成交金额（万元）"
          rules={[fieldRule(listingDealSchema, 'deal_amount', { required: true })]}
        >
          <InputNumber min={0} precision={4} style={{ width: '100%' }} placeholder="请输入成交金额（万元）" />
        </Form.Item>
        <Form.Item
          name="transferee_name"
          label="受让方名称"
          rules={[fieldRule(listingDealSchema, 'transferee_name', { required: true })]}
        >
          <Input maxLength={100} placeholder="请输入受让方名称" />
        </Form.Item>
        <Form.Item
          name="deal_date"
          label="成交日期"
          rules={[fieldRule(listingDealSchema, 'deal_date', { required: true, toWire: asDate })]}
        >
          <DatePicker style={{ width: '100%' }} placeholder="请选择成交日期" />
        </Form.Item>
        <AuditRemarkItem />
      </Form>
    </Modal>
  );
}

/** 延期: a new end for a listing whose owner chose to extend the disclosure (potential_buyer 6). */
export function ExtendModal({
  listing,
  saving,
  onSubmit,
  onClose,
}: {
  listing: ListingQueueRow | null;
  saving: boolean;
  onSubmit: (values: { end_time: string; remark: string }) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ExtendFormValues>();
  return (
    <Modal
      title={listing ? `延长信息披露：${listing.product_name}` : ''}
      open={listing !== null}
      okText="确认延期"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {listing && (
        <p>
          当前截止时间：{listing.end_time}；延长方式：{listing.nopotential_buyer || '—'}
        </p>
      )}
      <Form<ExtendFormValues>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => onSubmit({ end_time: asDate(values.end_time), remark: (values.remark ?? '').trim() })}
      >
        <Form.Item
          name="end_time"
          label="延长后的截止时间"
          rules={[fieldRule(listingExtendSchema, 'end_time', { required: true, toWire: asDate })]}
        >
          <DatePicker style={{ width: '100%' }} placeholder="请选择延长后的截止时间" />
        </Form.Item>
        <AuditRemarkItem />
      </Form>
    </Modal>
  );
}
