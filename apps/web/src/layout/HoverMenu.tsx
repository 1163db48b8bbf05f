import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface HoverMenuItem {
  label: string;
  to: string;
}

/**
 * A menu that opens under its trigger on hover or keyboard focus. Plain markup and CSS rather than
 * antd's Dropdown: the header is on every page's first load, and Dropdown would bring antd's Menu,
 * Trigger and Overflow with it (about 30 KB gzip) for two links.
 */
export function HoverMenu({ trigger, items, label }: { trigger: ReactNode; items: HoverMenuItem[]; label: string }) {
  return (
    <div className="jhy-hover-menu">
      {trigger}
      <ul className="jhy-hover-menu__list" aria-label={label}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="jhy-hover-menu__link">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
