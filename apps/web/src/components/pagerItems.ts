/** What a pager shows between its arrows: page numbers, and gaps where it leaves pages out. */
export type PagerItem = number | 'gap';

const pagesFrom = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

/**
 * The first and the last page, and five around the current one; a gap for what lies between, but
 * never a gap for one page alone (it shows that page instead). Seven pages or fewer show all.
 */
export function pagerItems(current: number, pageCount: number): PagerItem[] {
  if (pageCount <= 7) return pagesFrom(1, pageCount);
  let start = Math.max(2, Math.min(current - 2, pageCount - 5));
  let end = Math.min(pageCount - 1, Math.max(current + 2, 6));
  if (start === 3) start = 2;
  if (end === pageCount - 2) end = pageCount - 1;
  return [
    1,
    ...(start > 2 ? (['gap'] as const) : []),
    ...pagesFrom(start, end),
    ...(end < pageCount - 1 ? (['gap'] as const) : []),
    pageCount,
  ];
}
