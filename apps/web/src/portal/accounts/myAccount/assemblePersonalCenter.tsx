import type { ComponentType } from 'react';
import { loadInAntdScope } from '../../../app/lazyWithAntd';
import { readyLazy } from '../../../components/readyLazy';
import { FIRST_TAB } from './accountTabs';
import type { AccountTab, LoadTabContent, PersonalCenterSection, PersonalCenterTab } from './personalCenterTab';

/** The personal center's own tab. */
const MY_ACCOUNT_TAB: PersonalCenterTab = {
  key: FIRST_TAB,
  label: '我的账户',
  order: 10,
  load: () => import('./AccountOverview').then((module) => module.AccountOverview),
};

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/**
 * The personal center's tabs: its own and the features' (`personalCenter.ts` of each, gathered by the
 * app), by order, each shown as one lazy component. A tab's content and its sections are one chunk
 * each, fetched together when the tab is first opened: a bidder who opens 我的报名与竞价 loads that
 * tab's code, not the enterprise and listing forms of the others (docs/performance.md "The pages a
 * bidder opens"). The page itself draws no antd: a tab that does is put inside antd's theme with its
 * chunk (`drawsAntd`). Called once, by the app.
 */
export function assemblePersonalCenter(features: {
  tabs: readonly PersonalCenterTab[];
  sections: readonly PersonalCenterSection[];
}): AccountTab[] {
  const tabs = [MY_ACCOUNT_TAB, ...features.tabs].sort(byOrder);
  const keys = tabs.map((tab) => tab.key);
  if (new Set(keys).size !== keys.length) throw new Error(`Two personal center tabs share a key: ${keys.join(', ')}`);
  for (const section of features.sections) {
    if (!keys.includes(section.tab)) throw new Error(`No personal center tab '${section.tab}' for a section`);
  }
  return tabs.map(({ load, drawsAntd = true, ...tab }) => {
    const sections = features.sections.filter((section) => section.tab === tab.key).sort(byOrder);
    const content = () => withSections(load, sections).then((loaded) => ({ default: loaded }));
    // Drawn at once when the first query has preloaded it (components/readyLazy.tsx).
    const { Component: Content, preload } = readyLazy(drawsAntd ? () => loadInAntdScope(content) : content);
    return { ...tab, preload, Content };
  });
}

/** A tab's content followed by its sections, loaded together. */
async function withSections(load: LoadTabContent, sections: readonly PersonalCenterSection[]): Promise<ComponentType> {
  if (sections.length === 0) return load();
  const [Main, ...Sections] = await Promise.all([load(), ...sections.map((section) => section.load())]);
  return function TabWithSections() {
    return (
      <>
        <Main />
        {Sections.map((Section, index) => (
          <Section key={index} />
        ))}
      </>
    );
  };
}
