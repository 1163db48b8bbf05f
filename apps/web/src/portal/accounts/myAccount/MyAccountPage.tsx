import { Grid, Tabs } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RouteLoadingFallback } from '../../../app/RootRoute';
import { consumeComeFromFlag, FIRST_TAB, tabForComeFrom, tabOfParam } from './accountTabs';
import type { AccountTab } from './personalCenterTab';
import '../../../components/wrappingTabs.css';
import './myAccount.css';

function TabContent({ tab }: { tab: AccountTab }) {
  return (
    <Suspense fallback={<RouteLoadingFallback />}>
      <tab.Content />
    </Suspense>
  );
}

/**
 * /main/myAccount (docs/product.md §2): left tabs — my account, my enterprises, listings, certification —
 * and the message center (docs/messages.md). `tabs` are its own and the features', gathered by the app
 * (assemblePersonalCenter.tsx, app/personalCenterTabs.ts).
 */
export function MyAccountPage({ tabs }: { tabs: readonly AccountTab[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const comeFrom = searchParams.get('comeFrom');
  // The tab follows comeFrom when it changes (adjusted during render, not in an effect).
  const [shown, setShown] = useState(() => ({ comeFrom, tab: tabForComeFrom(tabs, comeFrom) }));
  if (shown.comeFrom !== comeFrom) setShown({ comeFrom, tab: tabForComeFrom(tabs, comeFrom) });
  // A tab the user picked is in the address (?tab=), so a reload or a shared link opens it again.
  const active = tabOfParam(tabs, searchParams.get('tab')) ?? shown.tab;
  // Phones get the tabs across the top; the left column needs a wider screen.
  const wide = Grid.useBreakpoint().md ?? true;

  // A flag opens its tab once: clear it when it has been honoured.
  useEffect(() => {
    if (active !== FIRST_TAB && tabForComeFrom(tabs, comeFrom) === active) consumeComeFromFlag(tabs, active);
  }, [tabs, comeFrom, active]);

  return (
    <div className="jhy-container jhy-account">
      <h1 className="jhy-account__heading">个人中心</h1>
      <Tabs
        className="jhy-account__tabs jhy-wrapping-tabs"
        tabPlacement={wide ? 'start' : 'top'}
        activeKey={active}
        onChange={(key) => setSearchParams({ tab: key }, { replace: true })}
        items={tabs.map((tab) => ({ key: tab.key, label: tab.label, children: <TabContent tab={tab} /> }))}
      />
    </div>
  );
}
