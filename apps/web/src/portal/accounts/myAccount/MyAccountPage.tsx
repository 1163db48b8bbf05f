import { Suspense, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { RouteLoadingFallback } from '../../../app/RootRoute';
import { useMediaQuery, WIDE_SCREEN } from '../../../components/useMediaQuery';
import { consumeComeFromFlag, FIRST_TAB, tabForComeFrom, tabOfParam } from './accountTabs';
import type { AccountTab } from './personalCenterTab';
import './myAccount.css';

function TabContent({ tab }: { tab: AccountTab }) {
  return (
    <Suspense fallback={<RouteLoadingFallback />}>
      <tab.Content />
    </Suspense>
  );
}

/** The arrow keys move along the tab list (WAI-ARIA's tabs), Home and End to its ends; the tab is chosen too. */
function nextTab(tabs: readonly AccountTab[], active: string, key: string, vertical: boolean): string | undefined {
  const at = tabs.findIndex((tab) => tab.key === active);
  const back = vertical ? 'ArrowUp' : 'ArrowLeft';
  const forward = vertical ? 'ArrowDown' : 'ArrowRight';
  const to = { [back]: at - 1, [forward]: at + 1, Home: 0, End: tabs.length - 1 }[key];
  return to === undefined ? undefined : tabs[(to + tabs.length) % tabs.length]?.key;
}

/**
 * /main/myAccount (docs/product.md §2): left tabs — my account, my enterprises, listings, certification —
 * and the message center (docs/messages.md). `tabs` are its own and the features', gathered by the app
 * (assemblePersonalCenter.tsx, app/personalCenterTabs.ts). Plain tabs rather than antd's: the page is
 * outside antd's theme, and a tab that draws antd brings it with its own chunk (docs/performance.md
 * "The pages a bidder opens"). A tab once shown stays, hidden, so that coming back to it keeps its state.
 */
export function MyAccountPage({ tabs }: { tabs: readonly AccountTab[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const comeFrom = searchParams.get('comeFrom');
  // The tab follows comeFrom when it changes (adjusted during render, not in an effect).
  const [shown, setShown] = useState(() => ({ comeFrom, tab: tabForComeFrom(tabs, comeFrom) }));
  if (shown.comeFrom !== comeFrom) setShown({ comeFrom, tab: tabForComeFrom(tabs, comeFrom) });
  // A tab the user picked is in the address (?tab=), so a reload or a shared link opens it again.
  const active = tabOfParam(tabs, searchParams.get('tab')) ?? shown.tab;
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([active]));
  if (!visited.has(active)) setVisited(new Set([...visited, active]));
  // Phones get the tabs across the top; the left column needs a wider screen.
  const wide = useMediaQuery(WIDE_SCREEN);
  const ids = useId();

  // A flag opens its tab once: clear it when it has been honoured.
  useEffect(() => {
    if (active !== FIRST_TAB && tabForComeFrom(tabs, comeFrom) === active) consumeComeFromFlag(tabs, active);
  }, [tabs, comeFrom, active]);

  const choose = (key: string) => setSearchParams({ tab: key }, { replace: true });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = nextTab(tabs, active, event.key, wide);
    if (!key) return;
    event.preventDefault();
    choose(key);
    document.getElementById(`${ids}-tab-${key}`)?.focus();
  };

  return (
    <div className="jhy-container jhy-account">
      <h1 className="jhy-account__heading">个人中心</h1>
      <div className={`jhy-account__tabs ${wide ? 'jhy-account__tabs--start' : 'jhy-account__tabs--top'}`}>
        <div
          role="tablist"
          aria-label="个人中心"
          aria-orientation={wide ? 'vertical' : 'horizontal'}
          className="jhy-account__tab-list"
          onKeyDown={onKeyDown}
        >
          {tabs.map((tab) => (
            <button
              key={tab.key}
              type="button"
              role="tab"
              id={`${ids}-tab-${tab.key}`}
              aria-selected={tab.key === active}
              aria-controls={`${ids}-panel-${tab.key}`}
              tabIndex={tab.key === active ? 0 : -1}
              className="jhy-account__tab"
              onClick={() => choose(tab.key)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {tabs
          .filter((tab) => visited.has(tab.key))
          .map((tab) => (
            <div
              key={tab.key}
              role="tabpanel"
              id={`${ids}-panel-${tab.key}`}
              aria-labelledby={`${ids}-tab-${tab.key}`}
              hidden={tab.key !== active}
              className="jhy-account__panel"
            >
              <TabContent tab={tab} />
            </div>
          ))}
      </div>
    </div>
  );
}
