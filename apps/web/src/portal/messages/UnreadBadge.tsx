import './unreadBadge.css';

/**
 * The header's unread count beside the nickname (docs/messages.md); nothing when all is read. When
 * the count could not be read, a grey mark says so instead of a number that may be wrong. Plain
 * markup rather than antd's Badge: the header is on every page a signed-in user opens
 * (docs/performance.md "The pages a bidder opens"). The button's name says the count.
 */
export function UnreadBadge({ count, failed = false }: { count: number; failed?: boolean }) {
  if (failed)
    return (
      <span
        className="unread-badge unread-badge--unknown jhy-header-user__unread"
        data-testid="unread-unknown"
        aria-hidden
      >
        ?
      </span>
    );
  if (count <= 0) return null;
  return (
    <span className="unread-badge jhy-header-user__unread" data-testid="unread-badge" aria-hidden>
      {count > 99 ? '99+' : count}
    </span>
  );
}
