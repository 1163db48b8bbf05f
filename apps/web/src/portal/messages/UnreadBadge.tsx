import { Badge } from 'antd';

/**
 * The header's unread count beside the nickname (docs/messages.md); nothing when all is read. When
 * the count could not be read, a grey mark says so instead of a number that may be wrong.
 */
export function UnreadBadge({ count, failed = false }: { count: number; failed?: boolean }) {
  if (failed)
    return (
      <Badge
        count="?"
        color="#5b6770"
        size="small"
        className="jhy-header-user__unread"
        data-testid="unread-unknown"
        aria-hidden
      />
    );
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
