import { useQuery } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { API, PAGE_SIZE, type ApiInput } from '@jhy/contract';
import { request } from '../../../api/client';
import { postQuery } from '../../../api/routeQueries';
import { useOwnListPage, useRefreshingMutation } from '../../shared/queryPolicies';

const listingsKey = ['listings', 'mine'] as const;

/**
 * The enterprises a user may publish for: their own with auth_status 1 (docs/product.md §5), from the
 * picker's list of 100 (§9). The server refuses any other; the picker does not offer them.
 */
export function useVerifiedEnterprises() {
  return useQuery({
    ...postQuery(['enterprises', 'mine', 'picker'], API.myCompanies, {
      page: 1,
      limit: PAGE_SIZE.companyPicker,
      company_name: '',
    }),
    select: (page) => page.rows.filter((enterprise) => enterprise.auth_status === 1),
    staleTime: 0,
  });
}

/** One page (4 a page, docs/product.md §9) of the user's own listings, by product name. */
export function useMyListings(query: { page: number; productName: string }) {
  // A reviewer decides elsewhere: coming back to the page shows where the listing stands.
  return useOwnListPage(listingsKey, API.myListings, query.page, { product_name: query.productName });
}

/** Each mutation resolves with the server's message (docs/product.md §4: shown as it is). */
type ListingWrite = typeof API.addProject | typeof API.editProject | typeof API.productAdd | typeof API.productEdit;

/**
 * A refusal takes the portal's one error path (docs/portal-errors.md): the server's message, its field
 * errors on `form`, typed values kept.
 */
function useListingMutation<P extends ListingWrite>(path: P, form: FormInstance | undefined) {
  return useRefreshingMutation(listingsKey, {
    mutationFn: async (body: ApiInput<P>) => (await request(path, { body })).msg,
    form,
  });
}

export const usePublishProject = (form?: FormInstance) => useListingMutation(API.addProject, form);
export const useEditProject = (form?: FormInstance) => useListingMutation(API.editProject, form);
export const usePublishProduct = (form?: FormInstance) => useListingMutation(API.productAdd, form);
export const useEditProduct = (form?: FormInstance) => useListingMutation(API.productEdit, form);
