/** What other features use of the messages feature (docs/architecture.md "Features"). */
export { useUnreadCount } from './api/messageQueries';
export { UnreadBadge } from './UnreadBadge';
export { messagesPersonalCenterTabs } from './personalCenter';
