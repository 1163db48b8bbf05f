import { useCallback, useEffect, useRef, useState } from 'react';
import { DownOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { HEADER_TABS, type HeaderTabDefinition } from './headerTabs';
import { HoverMenu } from './HoverMenu';

/**
 * The seven tabs. On a phone they stay one row that scrolls sideways (the selected tab is scrolled
 * into view), so every section is one tap away without a hidden menu.
 */
export function HeaderNav({ selectedTab }: { selectedTab: number }) {
  const listRef = useRef<HTMLUListElement>(null);
  // A fade at the right edge says "more tabs this way" — only while there are.
  const [moreToTheRight, setMoreToTheRight] = useState(false);
  const updateMoreToTheRight = useCallback(() => {
    const list = listRef.current;
    if (list) setMoreToTheRight(list.scrollLeft + list.clientWidth < list.scrollWidth - 1);
  }, []);

  useEffect(() => {
    updateMoreToTheRight();
    window.addEventListener('resize', updateMoreToTheRight);
    return () => window.removeEventListener('resize', updateMoreToTheRight);
  }, [updateMoreToTheRight]);

  useEffect(() => {
    const list = listRef.current;
    const selected = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !selected || list.scrollWidth <= list.clientWidth) return;
    // Only the row scrolls; scrollIntoView would also move the page.
    list.scrollLeft = selected.offsetLeft - (list.clientWidth - selected.offsetWidth) / 2;
  }, [selectedTab]);

  return (
    <nav className={moreToTheRight ? 'jhy-nav jhy-nav--more' : 'jhy-nav'} aria-label="主导航">
      <ul className="jhy-container jhy-nav__list" ref={listRef} onScroll={updateMoreToTheRight}>
        {HEADER_TABS.map((tab, index) => (
          <li key={tab.label} className="jhy-nav__item">
            <HeaderTabLink tab={tab} selected={index === selectedTab} />
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
