import { Badge } from 'antd';

/** The header's unread count beside the nickname (docs/messages.md); nothing when all is read. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge
      count={count}
      overflowCount={99}
      size="small"
      className="jhy-header-user__unread"
      data-testid="unread-badge"
      aria-hidden
    />
  );
}
