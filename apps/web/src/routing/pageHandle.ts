import { useMatches } from 'react-router';

/**
 * What a route tells the layout about its page: the Chinese page name (document title, the
 * "being built" placeholder) and the header tab its site section belongs to (docs/product.md §2):
 * 0–6 in header order, -1 for "no tab" (the personal center), absent for pages that keep the
 * tab the user came from.
 */
export interface PageHandle {
  title: string;
  tab?: number;
}

export function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as PageHandle).title === 'string';
}

/** The handle of the deepest matched route that has one. */
export function useCurrentPageHandle(): PageHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isPageHandle(handle)) return handle;
  }
  return undefined;
}
