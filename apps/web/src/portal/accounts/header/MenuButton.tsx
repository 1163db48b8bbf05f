import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useDismiss } from '../../../components/useDismiss';
import '../../../components/popup.css';

export interface MenuButtonItem {
  key: string;
  icon: ReactNode;
  label: string;
  /** Drawn in the danger red (退出登录). */
  danger?: boolean;
  /** A line above it. */
  divided?: boolean;
  choose: () => void;
}

/**
 * A button that opens a menu of actions below it on a click (WAI-ARIA's menu button): the arrows move
 * between the items, Escape closes it and gives the focus back to the button, a click elsewhere or a
 * Tab away closes it. What antd's Dropdown did for the header's user menu, in plain markup. The
 * button is named by its content, what it shows first (WCAG 2.5.3), with any words only a screen
 * reader needs in `.jhy-visually-hidden`.
 */
export function MenuButton({
  className,
  items,
  children,
}: {
  className: string;
  items: MenuButtonItem[];
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, box, close, '[role="menuitem"]');

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      all[(moves[event.key]! + all.length) % all.length]?.focus();
    } else if (event.key === 'Escape') {
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <div className="jhy-menu-button" ref={box}>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        {children}
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label="用户菜单"
          className="jhy-menu-button__menu jhy-popup"
          onKeyDown={onMenuKey}
        >
          {items.map((item) => (
            <li key={item.key} role="none" className={item.divided ? 'jhy-menu-button__divided' : undefined}>
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={
                  item.danger ? 'jhy-menu-button__item jhy-menu-button__item--danger' : 'jhy-menu-button__item'
                }
                onClick={() => {
                  setOpen(false);
                  item.choose();
                }}
              >
                {item.icon}
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
