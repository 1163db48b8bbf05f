import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface HoverMenuItem {
  label: string;
  to: string;
}

/** The header's list of links to a tab's parts: the hover menu's on a wide screen, the phone menu's under its tab. */
export function LinkList({
  items,
  label,
  className,
  linkClassName,
}: {
  items: HoverMenuItem[];
  label: string;
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className={linkClassName}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
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
      <LinkList items={items} label={label} className="jhy-hover-menu__list" linkClassName="jhy-hover-menu__link" />
    </div>
  );
}
