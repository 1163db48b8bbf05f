import { assemblePersonalCenter } from '../portal/accounts/myAccount/assemblePersonalCenter';
import { biddingPersonalCenterTabs } from '../portal/bidding';
import { certificationPersonalCenterTabs } from '../portal/certification';
import { enterprisesPersonalCenterTabs } from '../portal/enterprises';
import { messagesPersonalCenterTabs } from '../portal/messages';
import { pilotPersonalCenterSections } from '../portal/pilot';
import { publishingPersonalCenterTabs } from '../portal/publishing';
import type { FirstQuery } from '../routing/pageHandle';

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

/**
 * The personal center's first query (routing/firstQueries.ts): the code of the tab the address names
 * starts loading, and its first query is asked, while the personal center's own code loads, instead
 * of one after the other (docs/performance.md "The pages a bidder opens").
 */
export const personalCenterFirstQuery: FirstQuery = (search) => {
  const tab = personalCenterTabs.find((candidate) => candidate.key === search.get('tab'));
  tab?.preload();
  return tab?.firstQuery?.(search);
};
