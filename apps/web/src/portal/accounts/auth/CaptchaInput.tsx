import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useCallback, useState } from 'react';
import { captchaImageUrl } from '../api/accountCalls';

/** The current captcha image and a way to draw a new one (after a click, and after every use). */
export function useCaptchaImage(): { src: string; refresh: () => void } {
  const [src, setSrc] = useState(captchaImageUrl);
  const refresh = useCallback(() => setSrc(captchaImageUrl()), []);
  return { src, refresh };
}

interface CaptchaInputProps {
  src: string;
  onRefresh: () => void;
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

/**
 * The image-captcha field (docs/product.md §2): the typed answer and the picture beside it; clicking the
 * picture draws a new one. The answer is bound to this browser by the server's cookie.
 */
export function CaptchaInput({ src, onRefresh, value, onChange, id }: CaptchaInputProps) {
  return (
    <div className="jhy-captcha">
      <Input
        id={id}
        size="large"
        prefix={<SafetyCertificateOutlined />}
        placeholder="请输入图形验证码"
        maxLength={6}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
      />
      <button type="button" className="jhy-captcha__image" onClick={onRefresh} title="看不清？点击换一张">
        <img src={src} alt="图形验证码，点击换一张" width={120} height={40} />
      </button>
    </div>
  );
}
