import { useQuery } from '@tanstack/react-query';
import { API, type CategoryNode } from '@jhy/contract';
import { postQuery } from './routeQueries';

/** `/index/Common/getCategory`: every category group of docs/product.md §3 (id_type, transfer_type, zone…). */
export type CategoryGroups = Readonly<Record<string, CategoryNode[]>>;

/** The options of one group; staff change categories rarely, so one request a visit serves every form. */
export function useCategoryGroup(group: string) {
  return useQuery({
    ...postQuery(['categories'], API.getCategory),
    staleTime: 10 * 60_000,
    select: (groups) => groups[group] ?? [],
  });
}
