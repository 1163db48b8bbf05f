/** The personal center's tab: its own chunk, loaded when the tab is first opened. */
export const loadMyListingsTab = () => import('./myListings/MyListingsTab');
