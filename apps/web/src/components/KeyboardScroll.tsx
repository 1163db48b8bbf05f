import { useEffect, useRef, type ReactNode } from 'react';
import './keyboardScroll.css';

/**
 * Around an antd table that may scroll sideways (a narrow screen): its scroller takes the focus, so
 * a keyboard user can scroll it with the arrows when its rows hold no link or button to Tab to
 * (WCAG 2.1.1; axe's scrollable-region-focusable, docs/accessibility.md). The scroller is antd's
 * own element, given a tab stop and its name after each render.
 */
export function KeyboardScroll({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const scroller = box.current?.querySelector('.ant-table-content');
    if (!scroller) return;
    scroller.setAttribute('tabindex', '0');
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', label);
  });
  return <div ref={box}>{children}</div>;
}
