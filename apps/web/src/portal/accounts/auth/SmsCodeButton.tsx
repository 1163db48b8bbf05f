import { SMS_COUNTDOWN_SECONDS } from '@jhy/contract';
import { Button } from 'antd';
import { useRef } from 'react';
import { useCountdown } from './useCountdown';

/**
 * The SMS send button of /register (docs/product.md §2, §4): after a click it counts 60 seconds down, and is
 * given back at once when the code could not be sent. `send` calls `startCountdown` once the
 * form's own checks have passed, and resolves true when the server sent the code.
 */
export function SmsCodeButton({ send }: { send: (startCountdown: () => void) => Promise<boolean> }) {
  const { remaining, start, reset } = useCountdown(SMS_COUNTDOWN_SECONDS);
  // A second click while the first is still being checked must not send twice.
  const busy = useRef(false);

  const onClick = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (!(await send(start))) reset();
    } finally {
      busy.current = false;
    }
  };

  return (
    <Button size="large" className="jhy-sms-button" disabled={remaining > 0} onClick={onClick}>
      {remaining > 0 ? `${remaining} 秒后重新获取` : '获取验证码'}
    </Button>
  );
}
