import { Alert } from 'antd';
import { CONSOLE_API } from '@jhy/contract';
import { consoleTime } from '../consoleTime';
import { useConsoleRows } from '../components/consoleData';

const JOB_LABEL = { close: '报名截止处理', settle: '竞价结算' } as const;

/**
 * 需要处理的交易 (docs/lifecycles.md "Jobs"): listings whose window close or settlement failed. The
 * jobs try each again a minute after its failure and never let it hold back another; staff look
 * into the cause. Nothing shows while there is none.
 */
export function TransactionAttention() {
  const rows = useConsoleRows('transactionAttention', CONSOLE_API.transactionAttention, { alwaysFresh: true });
  const failing = rows.data ?? [];
  if (failing.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      className="jhy-console-attention"
      message={`需要处理的交易（${failing.length}）：以下项目的自动处理失败，系统每分钟重试一次，请核查原因`}
      description={
        <ul>
          {failing.map((row) => (
            <li key={`${row.listingId}-${row.job}`}>
              {row.productName}（项目 {row.listingId}）· {JOB_LABEL[row.job]} · 已失败 {row.attempts} 次，最近{' '}
              {consoleTime(row.lastFailedAt)} · 原因：{row.error}
            </li>
          ))}
        </ul>
      }
    />
  );
}
