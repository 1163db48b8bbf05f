import type { MouseEvent } from 'react';
import { Outlet } from 'react-router';
import { BackToTop } from './BackToTop';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { useSelectedTab } from './useSelectedTab';
import './layout.css';

/**
 * The skip link moves focus to the page's <main> itself: the app routes by the hash, so the link's
 * own `#main-content` would be read as a route.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main-content')?.focus();
}

/** The frame of every /main page (docs/product.md §2): header with the seven tabs, the page, footer, back to top. */
export function MainLayout() {
  const selectedTab = useSelectedTab();
  return (
    <div className="jhy-layout">
      {/* The first stop of the keyboard: past the header and its seven tabs to the page itself. */}
      <a className="jhy-skip-link" href="#main-content" onClick={skipToContent}>
        跳到主要内容
      </a>
      <SiteHeader selectedTab={selectedTab} />
      <main className="jhy-layout__page" id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <BackToTop />
    </div>
  );
}
