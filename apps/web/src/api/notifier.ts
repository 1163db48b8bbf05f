/**
 * The API client runs outside React, but antd's feedback must come from `useAppMessage()` (app/feedback.tsx; a static
 * `message.*` call would ignore the theme and locale). The app registers the hook's `message`
 * instance here once (see app/NotifierBridge.tsx); the client calls `notify`.
 */
export type NoticeLevel = 'error' | 'warning' | 'success' | 'info';

export interface Notifier {
  /** `key` makes repeated notices replace each other instead of piling up. */
  show(level: NoticeLevel, content: string, key?: string): void;
}

let registered: Notifier | null = null;

export function registerNotifier(notifier: Notifier): () => void {
  registered = notifier;
  return () => {
    if (registered === notifier) registered = null;
  };
}

export function notify(level: NoticeLevel, content: string, key?: string): void {
  if (registered) registered.show(level, content, key);
  // Before the app has mounted there is nowhere to show it; keep it visible to developers.
  else console.warn(`[${level}] ${content}`);
}
