import { useQuery } from '@tanstack/react-query';
import { API, type CategoryNode } from '@jhy/contract';
import { post } from './client';

/** `/index/Common/getCategory`: every category group of docs/product.md §3 (id_type, transfer_type, zone…). */
export type CategoryGroups = Readonly<Record<string, CategoryNode[]>>;

/** The options of one group; staff change categories rarely, so one request a visit serves every form. */
export function useCategoryGroup(group: string) {
  return useQuery({
    queryKey: ['categories'],
    queryFn: ({ signal }) => post(API.getCategory, undefined, { signal }),
    staleTime: 10 * 60_000,
    select: (groups) => groups[group] ?? [],
  });
}
