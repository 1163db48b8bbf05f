import { useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { consoleMessages, REVIEW_DECISION_LABELS, type ReviewDecisionKind } from '@jhy/contract';

/**
 * The reviewer's buttons for one record. Taking it is one click with a confirmation; passing asks
 * for an optional remark; rejecting requires the remark the applicant will read.
 */
export function ReviewDecisionBar({
  decisions,
  labels,
  pending,
  onDecide,
}: {
  decisions: ReviewDecisionKind[];
  labels?: Partial<Record<ReviewDecisionKind, string>>;
  pending: boolean;
  onDecide: (decision: ReviewDecisionKind, remark: string) => Promise<unknown>;
}) {
  const [asking, setAsking] = useState<'pass' | 'reject' | null>(null);
  const [form] = Form.useForm<{ remark: string }>();
  const label = (decision: ReviewDecisionKind) => labels?.[decision] ?? REVIEW_DECISION_LABELS[decision];
  if (decisions.length === 0) return null;

  const submit = async ({ remark }: { remark?: string }) => {
    try {
      await onDecide(asking!, (remark ?? '').trim());
      setAsking(null);
      form.resetFields();
    } catch {
      // The message is shown by the caller; the remark stays for another try.
    }
  };

  return (
    <Space wrap>
      {decisions.includes('take') && (
        <Popconfirm
          title="受理后由您负责审核该记录，确定受理吗？"
          onConfirm={() => onDecide('take', '').catch(() => undefined)}
        >
          <Button loading={pending}>{label('take')}</Button>
        </Popconfirm>
      )}
      {decisions.includes('reject') && (
        <Button danger onClick={() => setAsking('reject')} disabled={pending}>
          {label('reject')}
        </Button>
      )}
      {decisions.includes('pass') && (
        <Button type="primary" onClick={() => setAsking('pass')} disabled={pending}>
          {label('pass')}
        </Button>
      )}
      <Modal
        title={asking ? label(asking) : ''}
        open={asking !== null}
        okText={asking ? `确认${label(asking)}` : ''}
        okButtonProps={{ danger: asking === 'reject' }}
        confirmLoading={pending}
        onOk={() => form.submit()}
        onCancel={() => setAsking(null)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item
            name="remark"
            label={asking === 'reject' ? '驳回原因（申请人可见）' : '审核意见（选填）'}
            rules={[
              ...(asking === 'reject'
                ? [{ required: true, whitespace: true, message: consoleMessages.rejectRemarkRequired }]
                : []),
              { max: 500, message: consoleMessages.reviewRemarkTooLong },
            ]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} showCount maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
