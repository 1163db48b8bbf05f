import { useEffect } from 'react';
import { useAppMessage } from './feedback';
import { registerNotifier } from '../api/notifier';

/** Hands antd's themed `message` (app/feedback.tsx) to the API client, which lives outside React. */
export function NotifierBridge() {
  const message = useAppMessage();
  useEffect(
    () => registerNotifier({ show: (level, content, key) => void message.open({ type: level, content, key }) }),
    [message],
  );
  return null;
}
