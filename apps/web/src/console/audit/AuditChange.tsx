import { Typography } from 'antd';
import { auditFieldLabel, auditValueLabel } from '@jhy/contract';
import { formatChinaTime } from '../../components/chinaTime';

/** Before → after of one entry, field by field; only fields that changed are marked. */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  if (before == null && after == null) return <Typography.Text type="secondary">无字段变化</Typography.Text>;
  const left = asRecord(before);
  const right = asRecord(after);
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return (
    <table className="jhy-console-change">
      <thead>
        <tr>
          <th scope="col">字段</th>
          <th scope="col">修改前</th>
          <th scope="col">修改后</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => {
          const from = show(field, left[field]);
          const to = show(field, right[field]);
          return (
            <tr key={field} className={from === to ? undefined : 'jhy-console-change__changed'}>
              <th scope="row" title={field}>
                {auditFieldLabel(field)}
              </th>
              <td>{before == null ? '—' : from}</td>
              <td>{after == null ? '—' : to}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function asRecord(value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return value == null ? {} : { 值: value };
}

/** A snapshot's ISO instant, as the server's content snapshots write `pubTime`. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

function show(field: string, value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatChinaTime(value);
  const shown = auditValueLabel(field, value);
  return typeof shown === 'string' ? shown : JSON.stringify(shown);
}
