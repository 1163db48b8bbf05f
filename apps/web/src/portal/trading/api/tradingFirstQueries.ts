import { API, parseId } from '@jhy/contract';
import { getQuery } from '../../../api/routeQueries';
import type { FirstQuery } from '../../../routing/pageHandle';

/** A listing's detail, as both detail pages read it. */
export const listingDetailQuery = (id: number | undefined) =>
  getQuery(['trading', 'detail', id], API.listingCheck, { id });

/**
 * The detail pages' first query, apart from the pages' other queries: the route table imports it
 * (routing/firstQueries.ts), and the route table is on every first load.
 */
export const listingDetailFirstQuery: FirstQuery = (search) => {
  const id = parseId(search.get('id'));
  return id === undefined ? undefined : listingDetailQuery(id);
};
