import type { ComponentType } from 'react';
import type { FirstQuery } from '../../../routing/pageHandle';

/**
 * The comeFrom rule's pair for a tab a form ends in (accountTabs.ts): `?comeFrom=<name>` opens the tab
 * while the device's `flag` is '1'.
 */
export interface ComeFrom {
  name: string;
  flag: string;
}

/** A tab's or a section's content: `() => import('./X').then((module) => module.X)`, its own chunk. */
export type LoadTabContent = () => Promise<ComponentType>;

/**
 * A tab of the personal center (/main/myAccount, docs/product.md §2), declared by the feature that
 * shows it in its `personalCenter.ts`; the app gathers the features' tabs (app/personalCenterTabs.ts).
 */
export interface PersonalCenterTab {
  /** The tab's name in the address: `?tab=<key>`. */
  key: string;
  label: string;
  /** Where the tab stands: the personal center shows its tabs by ascending order. */
  order: number;
  /** Called when the tab is first shown. */
  load: LoadTabContent;
  comeFrom?: ComeFrom;
  /** The query the tab reads first, asked for while the personal center and the tab's code load. */
  firstQuery?: FirstQuery;
  /**
   * False for a tab (with its sections) that draws no antd: it is not put inside antd's theme
   * (app/AntdScope.tsx), whose code and tokens its page would load for nothing (docs/performance.md
   * "The pages a bidder opens"). Default true.
   */
  drawsAntd?: boolean;
}

/** What a feature shows under another's tab, after that tab's own content, by ascending order. */
export interface PersonalCenterSection {
  /** The key of the tab it is shown in. */
  tab: string;
  order: number;
  /** Loaded together with the tab's content. */
  load: LoadTabContent;
}

/** A tab as the personal center shows it: its content and its sections, one lazy component. */
export interface AccountTab extends Omit<PersonalCenterTab, 'load' | 'drawsAntd'> {
  Content: ComponentType;
  /** Starts loading the tab's code; settles once it can be drawn at once (the personal center's first code). */
  preload: () => Promise<void>;
}
