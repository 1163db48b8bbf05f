import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '@jhy/contract';
import { HEADER_TAB } from '../routing/headerTab';
import { useCurrentPageHandle } from '../routing/pageHandle';

function readKeptTab(): number {
  const kept = Number(localStorage.getItem(STORAGE_KEYS.selectedTab));
  return Number.isInteger(kept) && kept >= HEADER_TAB.none && kept <= HEADER_TAB.aboutUs ? kept : HEADER_TAB.home;
}

function keepTab(index: number): void {
  localStorage.setItem(STORAGE_KEYS.selectedTab, String(index));
}

/**
 * The selected header tab (docs/product.md §2). It follows the route: each page declares the tab of its site
 * section (the personal center declares -1, none). A page that declares none (adding an
 * enterprise, say) keeps the tab the user came from — which is why the index is also kept on the
 * device: after a reload of such a page the same tab is still selected. Leaving /main resets it
 * to home.
 */
export function useSelectedTab(): number {
  const routeTab = useCurrentPageHandle()?.tab;
  const [lastSelected, setLastSelected] = useState(readKeptTab);
  if (routeTab !== undefined && routeTab !== lastSelected) setLastSelected(routeTab);
  const selected = routeTab ?? lastSelected;

  useEffect(() => keepTab(selected), [selected]);
  useEffect(() => () => keepTab(HEADER_TAB.home), []);

  return selected;
}
