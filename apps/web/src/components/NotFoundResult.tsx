import { Result } from 'antd';
import type { ReactNode } from 'react';

/** A river-source scene in the site's green and deep blue, with a question mark over the hills. */
function NotFoundIllustration() {
  return (
    <svg
      className="jhy-not-found__art"
      data-illustration="not-found"
      viewBox="0 0 240 150"
      width="240"
      height="150"
      aria-hidden="true"
    >
      <rect x="0" y="0" width="240" height="150" rx="12" fill="var(--jhy-green-light)" />
      <path
        d="M0 104 L52 58 L86 86 L128 40 L176 92 L204 70 L240 100 V150 H0 Z"
        fill="var(--jhy-green)"
        opacity="0.85"
      />
      <path d="M0 120 C60 104 110 140 240 112 V150 H0 Z" fill="var(--jhy-deep-blue)" opacity="0.9" />
      <path d="M0 134 C70 122 120 148 240 128" stroke="#fff" strokeWidth="3" fill="none" opacity="0.5" />
      <circle cx="196" cy="34" r="14" fill="#fff" opacity="0.9" />
      <text x="120" y="34" textAnchor="middle" fontSize="30" fontWeight="700" fill="var(--jhy-deep-blue)">
        ?
      </text>
    </svg>
  );
}

/**
 * "Not found" inside a portal page (a listing or an article that does not exist): antd's Result with
 * the site's own picture instead of antd's blue 404 illustration, which is off the palette.
 */
export function NotFoundResult({ title, extra }: { title: string; extra?: ReactNode }) {
  return <Result icon={<NotFoundIllustration />} title={title} extra={extra} />;
}
