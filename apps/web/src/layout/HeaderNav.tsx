import { useEffect, useId, useState } from 'react';
import { CloseOutlined, DownOutlined, MenuOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { HEADER_TABS, type HeaderTabDefinition } from './headerTabs';
import { HoverMenu, LinkList } from './HoverMenu';

/**
 * The seven tabs. On a wide screen they are one row; on a phone the row gives way to a menu
 * button beside the current section's name, which opens every section (and the pilot zones) as
 * a list — the menu a phone user recognises, rather than a strip that hides tabs off-screen.
 */
export function HeaderNav({ selectedTab }: { selectedTab: number }) {
  const listId = useId();
  const location = useLocation();
  // The menu is open on the page where it was opened: any navigation (a tab, a pilot zone, the
  // back button) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const toggle = () => setOpenOn(open ? null : location.key);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  const current = HEADER_TABS[selectedTab];

  return (
    <nav className={open ? 'jhy-nav jhy-nav--open' : 'jhy-nav'} aria-label="主导航">
      <div className="jhy-container jhy-nav__phone-bar">
        <button
          type="button"
          className="jhy-nav__menu-button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={toggle}
        >
          {open ? <CloseOutlined aria-hidden /> : <MenuOutlined aria-hidden />}
          <span>菜单</span>
        </button>
        {current && <span className="jhy-nav__current">{current.label}</span>}
      </div>
      <ul className="jhy-container jhy-nav__list" id={listId}>
        {HEADER_TABS.map((tab, index) => (
          <li key={tab.label} className="jhy-nav__item">
            <HeaderTabLink tab={tab} selected={index === selectedTab} />
            {/* The phone menu's own entries for a tab's submenu; wide screens have the hover menu. */}
            {open && tab.submenu && (
              <LinkList
                items={tab.submenu}
                label={`${tab.label}分区`}
                className="jhy-nav__sublist"
                linkClassName="jhy-nav__sublink"
              />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function HeaderTabLink({ tab, selected }: { tab: HeaderTabDefinition; selected: boolean }) {
  const link = (
    <Link
      to={tab.to}
      className={selected ? 'jhy-nav__link jhy-nav__link--selected' : 'jhy-nav__link'}
      aria-current={selected ? 'page' : undefined}
    >
      {tab.label}
      {tab.submenu && <DownOutlined className="jhy-nav__caret" aria-hidden />}
    </Link>
  );
  if (!tab.submenu) return link;
  return <HoverMenu trigger={link} items={tab.submenu} label={`${tab.label}分区`} />;
}
