import { API, parseId } from '@jhy/contract';
import { getQuery } from '../../../api/routeQueries';
import type { FirstQuery } from '../../../routing/pageHandle';

/** A listing's detail, as both detail pages read it. */
export const listingDetailQuery = (id: number | undefined) =>
  getQuery(['trading', 'detail', id], API.listingCheck, { id });

/** The detail pages' first query (routing/firstQueries.ts), loaded by the route table when a detail opens. */
export const listingDetailFirstQuery: FirstQuery = (search) => {
  const id = parseId(search.get('id'));
  return id === undefined ? undefined : listingDetailQuery(id);
};
