/** The personal center's section under my enterprises: its own chunk, loaded with that tab. */
export const loadMyDisplayProductsSection = () => import('./MyDisplayProductsSection');
