import { API } from '@jhy/contract';
import { postQuery } from '../../../api/routeQueries';

/**
 * The pilot pages' first query, apart from the pages' other queries: the route table imports it
 * (routing/firstQueries.ts), and the route table is on every first load.
 */
export const zoneIndexQuery = () => ({ ...postQuery(['pilot', 'index'], API.zoneIndex), staleTime: 60_000 });
