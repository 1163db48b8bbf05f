import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Descriptions, Drawer, Skeleton, Tag } from 'antd';
import { useAppMessage } from '../../app/feedback';
import type { ReviewDecisionKind } from '@jhy/contract';
import { messageOfError } from '../../api/client';
import { SafeHtml } from '../../components/SafeHtml';
import { CONSOLE_QUERY_ROOT } from '../consoleQueries';
import { AttachmentList } from './AttachmentList';
import { ReviewDecisionBar } from './ReviewDecisionBar';
import type { ReviewField, ReviewQueueConfig } from './reviewTypes';

/** One queue record with everything the applicant submitted, and the reviewer's decision. */
export function ReviewDetailDrawer<Row extends { id: number }, Detail>({
  config,
  id,
  onClose,
}: {
  config: ReviewQueueConfig<Row, Detail>;
  id: number | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const message = useAppMessage();
  const detail = useQuery({
    queryKey: [CONSOLE_QUERY_ROOT, config.key, 'detail', id],
    queryFn: () => config.fetchDetail(id!),
    enabled: id !== null,
    staleTime: 0,
  });
  const decide = useMutation({
    // The decision names the version shown, so it never applies to content the reviewer has not seen.
    mutationFn: ({ decision, remark }: { decision: ReviewDecisionKind; remark: string }) =>
      config.decide({ id: id!, decision, remark, version: config.versionOf(detail.data!) }),
    onSuccess: async ({ msg }) => {
      message.success(msg);
      // The queue, this record and the dashboard's counts all moved.
      await queryClient.invalidateQueries({ queryKey: [CONSOLE_QUERY_ROOT, config.key] });
      await queryClient.invalidateQueries({ queryKey: [CONSOLE_QUERY_ROOT, 'dashboard'] });
    },
    onError: async (error) => {
      const text = messageOfError(error, '审核操作失败');
      if (text) message.error(text);
      // A 409 means the record moved on (another reviewer, or the applicant's edit): show it as it now is.
      await queryClient.invalidateQueries({ queryKey: [CONSOLE_QUERY_ROOT, config.key] });
    },
  });

  const record = detail.data;
  const status = record === undefined ? undefined : config.statuses.find((s) => s.value === config.statusOf(record));
  return (
    <Drawer
      title={
        <span>
          {config.noun}详情 {status && <Tag color={status.color}>{status.label}</Tag>}
        </span>
      }
      open={id !== null}
      onClose={onClose}
      size="large"
      destroyOnHidden
      footer={
        record !== undefined && (
          <ReviewDecisionBar
            decisions={config.decisions(record)}
            labels={config.decisionLabels}
            pending={decide.isPending}
            onDecide={(decision, remark) => decide.mutateAsync({ decision, remark })}
          />
        )
      }
    >
      {record === undefined ? (
        <Skeleton active />
      ) : (
        // A record without a link or button would leave the keyboard nothing to scroll the drawer by:
        // the record itself takes the focus (WCAG 2.1.1; axe's scrollable-region-focusable).
        <div tabIndex={0} role="region" aria-label={`${config.noun}详情内容`} className="jhy-review-record">
          {config.extra?.(record, () => queryClient.invalidateQueries({ queryKey: [CONSOLE_QUERY_ROOT, config.key] }))}
          {config.sections(record).map((section) => (
            <Descriptions
              key={section.title}
              title={section.title}
              column={1}
              bordered
              size="small"
              className="jhy-review-section"
              items={section.fields.map((field) => ({
                key: field.label,
                label: field.label,
                children: <FieldValue field={field} urlOf={config.attachmentUrl} />,
              }))}
            />
          ))}
        </div>
      )}
    </Drawer>
  );
}

function FieldValue({
  field,
  urlOf,
}: {
  field: ReviewField;
  urlOf?: ReviewQueueConfig<never, never>['attachmentUrl'];
}) {
  if (field.attachments) return <AttachmentList files={field.attachments} urlOf={urlOf} />;
  if (field.html !== undefined) return <SafeHtml html={field.html} />;
  const empty = field.value === undefined || field.value === null || field.value === '';
  return <>{empty ? '—' : field.value}</>;
}
