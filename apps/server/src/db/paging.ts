/** A page of a list as the API asks for it: page numbers start at 1. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** A select built up to its ORDER BY, waiting for the LIMIT and OFFSET of one page. */
interface OrderedSelect<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * Reads one page of `select` and, side by side, the count of all its rows for the pager.
 * `total` is the count under the same WHERE as `select` (`db.$count(table, where)`), or the pager
 * and the page disagree.
 */
export async function readPage<Row>(
  select: OrderedSelect<Row>,
  total: PromiseLike<number>,
  page: PageRequest,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, count] = await Promise.all([select.limit(page.limit).offset((page.page - 1) * page.limit), total]);
  return { rows, total: count };
}
