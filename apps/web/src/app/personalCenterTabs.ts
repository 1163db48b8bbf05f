import { assemblePersonalCenter } from '../portal/accounts/myAccount/assemblePersonalCenter';
import { biddingPersonalCenterTabs } from '../portal/bidding';
import { certificationPersonalCenterTabs } from '../portal/certification';
import { enterprisesPersonalCenterTabs } from '../portal/enterprises';
import { messagesPersonalCenterTabs } from '../portal/messages';
import { pilotPersonalCenterSections } from '../portal/pilot';
import { publishingPersonalCenterTabs } from '../portal/publishing';
import type { FirstCode, FirstQuery } from '../routing/pageHandle';

/**
 * The personal center's tabs, gathered once from the features that declare them (each feature's
 * `personalCenter.ts`) and handed to the personal center by PersonalCenterPage.tsx: portal/accounts
 * knows no other feature. Shown by each tab's `order`, after accounts' own 我的账户. Loaded with the
 * personal center's page, not in the first load.
 */
export const personalCenterTabs = assemblePersonalCenter({
  tabs: [
    ...enterprisesPersonalCenterTabs,
    ...publishingPersonalCenterTabs,
    ...certificationPersonalCenterTabs,
    ...messagesPersonalCenterTabs,
    ...biddingPersonalCenterTabs,
  ],
  sections: [...pilotPersonalCenterSections],
});

const namedTab = (search: URLSearchParams) =>
  personalCenterTabs.find((candidate) => candidate.key === search.get('tab'));

/**
 * The personal center's first query (routing/firstQueries.ts): the first query of the tab the address
 * names is asked while the personal center's own code loads, instead of after it (docs/performance.md
 * "The pages a bidder opens").
 */
export const personalCenterFirstQuery: FirstQuery = (search) => namedTab(search)?.firstQuery?.(search);

/**
 * The personal center's first code: the named tab's, loaded beside the page's, and the page drawn once
 * it has arrived, so that the tab is drawn with the page and not revealed after React's throttle
 * (docs/performance.md "No fallback for what has arrived").
 */
export const personalCenterFirstCode: FirstCode = (search) => namedTab(search)?.preload();
