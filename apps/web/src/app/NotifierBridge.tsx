import { useEffect } from 'react';
import { App } from 'antd';
import { registerNotifier } from '../api/notifier';

/** Hands antd's themed `message` (from App.useApp) to the API client, which lives outside React. */
export function NotifierBridge() {
  const { message } = App.useApp();
  useEffect(
    () => registerNotifier({ show: (level, content, key) => void message.open({ type: level, content, key }) }),
    [message],
  );
  return null;
}
