/** The personal center's tabs: each its own chunk, loaded when the tab is first opened. */
export const loadMyRegistrationsTab = () => import('./MyRegistrationsTab');
export const loadMyDealsTab = () => import('./MyDealsTab');
