import { Grid, Tabs } from 'antd';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { RouteLoadingFallback } from '../../../app/RootRoute';
import {
  ACCOUNT_TABS,
  consumeComeFromFlag,
  FIRST_TAB,
  tabForComeFrom,
  tabOfParam,
  type AccountTabKey,
} from './accountTabs';
import { loadMyDealsTab, loadMyRegistrationsTab } from '../../bidding';
import { loadMyCertificationsTab } from '../../certification';
import { loadMyEnterprisesTab } from '../../enterprises';
import { loadMessageCenterTab } from '../../messages';
import { loadMyDisplayProductsSection } from '../../pilot';
import { loadMyListingsTab } from '../../publishing';
import '../../../components/wrappingTabs.css';
import './myAccount.css';

/** A tab's content, loaded when the tab is first shown (`named` picks the module's export). */
function lazyTab<Module>(load: () => Promise<Module>, named: (module: Module) => ComponentType) {
  return lazy(async () => ({ default: named(await load()) }));
}

/**
 * What each tab shows. Each is its own chunk, fetched when the tab is first opened: a bidder who
 * opens 我的报名与竞价 or the message center loads that tab's code, not the enterprise and listing
 * forms of the others (docs/performance.md "The pages a bidder opens").
 */
const TAB_CONTENT: Record<AccountTabKey, ComponentType> = {
  account: lazyTab(
    () => import('./AccountOverview'),
    (module) => module.AccountOverview,
  ),
  // A display product belongs to one of the user's enterprises: they are listed under them.
  enterprises: lazyTab(
    () => Promise.all([loadMyEnterprisesTab(), loadMyDisplayProductsSection()]),
    ([{ MyEnterprisesTab }, { MyDisplayProductsSection }]) =>
      function EnterprisesAndDisplayProducts() {
        return (
          <>
            <MyEnterprisesTab />
            <MyDisplayProductsSection />
          </>
        );
      },
  ),
  listings: lazyTab(loadMyListingsTab, (module) => module.MyListingsTab),
  certification: lazyTab(loadMyCertificationsTab, (module) => module.MyCertificationsTab),
  messages: lazyTab(loadMessageCenterTab, (module) => module.MessageCenterTab),
  bidding: lazyTab(loadMyRegistrationsTab, (module) => module.MyRegistrationsTab),
  deals: lazyTab(loadMyDealsTab, (module) => module.MyDealsTab),
};

function TabContent({ tab }: { tab: AccountTabKey }) {
  const Content = TAB_CONTENT[tab];
  return (
    <Suspense fallback={<RouteLoadingFallback />}>
      <Content />
    </Suspense>
  );
}

/**
 * /main/myAccount (docs/product.md §2): left tabs — my account, my enterprises, listings, certification —
 * and the message center (docs/messages.md).
 */
export default function MyAccountPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const comeFrom = searchParams.get('comeFrom');
  // The tab follows comeFrom when it changes (adjusted during render, not in an effect).
  const [shown, setShown] = useState(() => ({ comeFrom, tab: tabForComeFrom(comeFrom) }));
  if (shown.comeFrom !== comeFrom) setShown({ comeFrom, tab: tabForComeFrom(comeFrom) });
  // A tab the user picked is in the address (?tab=), so a reload or a shared link opens it again.
  const active = tabOfParam(searchParams.get('tab')) ?? shown.tab;
  // Phones get the tabs across the top; the left column needs a wider screen.
  const wide = Grid.useBreakpoint().md ?? true;

  // A flag opens its tab once: clear it when it has been honoured.
  useEffect(() => {
    if (active !== FIRST_TAB && tabForComeFrom(comeFrom) === active) consumeComeFromFlag(active);
  }, [comeFrom, active]);

  return (
    <div className="jhy-container jhy-account">
      <h1 className="jhy-account__heading">个人中心</h1>
      <Tabs
        className="jhy-account__tabs jhy-wrapping-tabs"
        tabPlacement={wide ? 'start' : 'top'}
        activeKey={active}
        onChange={(key) => setSearchParams({ tab: key }, { replace: true })}
        items={ACCOUNT_TABS.map(({ key, label }) => ({ key, label, children: <TabContent tab={key} /> }))}
      />
    </div>
  );
}
