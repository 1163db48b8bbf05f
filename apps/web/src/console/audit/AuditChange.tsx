import { Typography } from 'antd';

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
          const from = show(left[field]);
          const to = show(right[field]);
          return (
            <tr key={field} className={from === to ? undefined : 'jhy-console-change__changed'}>
              <th scope="row">{field}</th>
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

function show(value: unknown): string {
  if (value === undefined || value === null) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
