import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from './useDismiss';
import './confirmButton.css';
import './popup.css';
import './portalButton.css';

/**
 * A button whose action waits for a confirmation in a small box beside it (the question, 取消 and
 * the confirming button), as antd's Popconfirm, in plain markup for the pages that draw no antd
 * (docs/performance.md "The pages a bidder opens"). The confirming button takes the focus; Escape,
 * 取消, a click or the focus elsewhere closes the box and gives the focus back.
 */
export function ConfirmButton({
  title,
  okText,
  onConfirm,
  disabled = false,
  busy = false,
  className = 'portal-button',
  children,
}: {
  title: string;
  okText: string;
  onConfirm: () => unknown;
  disabled?: boolean;
  /** The action is under way: the button waits. */
  busy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const dismiss = useCallback(() => setOpen(false), []);
  useDismiss(open, box, dismiss, '[data-confirm]');

  return (
    <span className="confirm-button" ref={box}>
      <button
        ref={button}
        type="button"
        className={className}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {children}
      </button>
      {open && (
        <span
          role="alertdialog"
          aria-labelledby={titleId}
          className="confirm-button__box jhy-popup"
          onKeyDown={(event) => event.key === 'Escape' && close(true)}
        >
          <span id={titleId} className="confirm-button__title">
            {title}
          </span>
          <span className="confirm-button__actions">
            <button type="button" className="portal-button portal-button--small" onClick={() => close(true)}>
              取消
            </button>
            <button
              type="button"
              data-confirm
              className="portal-button portal-button--small portal-button--primary"
              onClick={() => {
                close(true);
                void onConfirm();
              }}
            >
              {okText}
            </button>
          </span>
        </span>
      )}
    </span>
  );
}
