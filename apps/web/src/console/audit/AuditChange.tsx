import { Typography } from 'antd';
import { auditChanges } from '@jhy/contract';

/**
 * Before → after of one entry, field by field in words (auditChanges of the contract: the labels
 * and states the pages use); only fields that changed are marked.
 */
export function AuditChange({ entry }: { entry: { targetType: string; before: unknown; after: unknown } }) {
  if (entry.before == null && entry.after == null)
    return <Typography.Text type="secondary">无字段变化</Typography.Text>;
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
        {auditChanges(entry).map((change) => (
          <tr key={change.field} className={change.changed ? 'jhy-console-change__changed' : undefined}>
            <th scope="row">{change.label}</th>
            <td>{change.before}</td>
            <td>{change.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
