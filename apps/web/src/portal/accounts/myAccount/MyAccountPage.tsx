import { Grid, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MyCertificationsTab } from '../../certification/MyCertificationsTab';
import { MyDealsTab } from '../../bidding/MyDealsTab';
import { MyRegistrationsTab } from '../../bidding/MyRegistrationsTab';
import { MyEnterprisesTab } from '../../enterprises/MyEnterprisesTab';
import { MyListingsTab } from '../../publishing/myListings/MyListingsTab';
import { MyDisplayProductsSection } from '../../pilot/MyDisplayProductsSection';
import { MessageCenterTab } from '../../messages/MessageCenterTab';
import { AccountOverview } from './AccountOverview';
import {
  ACCOUNT_TABS,
  consumeComeFromFlag,
  FIRST_TAB,
  tabForComeFrom,
  tabOfParam,
  type AccountTabKey,
} from './accountTabs';
import { TabBeingBuilt } from './TabBeingBuilt';
import '../../../components/wrappingTabs.css';
import './myAccount.css';

/** What each tab shows; the tabs of later issues replace their placeholder here. */
function tabContent(key: AccountTabKey, label: string) {
  if (key === 'account') return <AccountOverview />;
  // A display product belongs to one of the user's enterprises: they are listed under them.
  if (key === 'enterprises')
    return (
      <>
        <MyEnterprisesTab />
        <MyDisplayProductsSection />
      </>
    );
  if (key === 'listings') return <MyListingsTab />;
  if (key === 'certification') return <MyCertificationsTab />;
  if (key === 'messages') return <MessageCenterTab />;
  if (key === 'bidding') return <MyRegistrationsTab />;
  if (key === 'deals') return <MyDealsTab />;
  return <TabBeingBuilt title={label} />;
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
        items={ACCOUNT_TABS.map(({ key, label }) => ({ key, label, children: tabContent(key, label) }))}
      />
    </div>
  );
}
