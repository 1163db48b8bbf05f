import { Outlet } from 'react-router';
import { BackToTop } from './BackToTop';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { useSelectedTab } from './useSelectedTab';
import './layout.css';

/** The frame of every /main page (docs/product.md §2): header with the seven tabs, the page, footer, back to top. */
export function MainLayout() {
  const selectedTab = useSelectedTab();
  return (
    <div className="jhy-layout">
      <SiteHeader selectedTab={selectedTab} />
      <main className="jhy-layout__page">
        <Outlet />
      </main>
      <SiteFooter />
      <BackToTop />
    </div>
  );
}
