import { useQuery } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { API, PAGE_SIZE } from '@jhy/contract';
import { post, request } from '../../../api/client';
import { OWN_LIST_PAGE, useRefreshingMutation } from '../../shared/queryPolicies';
import type { CertificationPayload } from '../form/certificationFormValues';

const mineKey = ['certification', 'mine'] as const;

/** The organisations of ProductCertificationDetail; staff change them rarely. */
export function useOrganisations() {
  return useQuery({
    queryKey: ['certification', 'organisations'],
    queryFn: ({ signal }) => post(API.certPartnersList, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useOrganisation(id: number | undefined) {
  return useQuery({
    queryKey: ['certification', 'organisation', id],
    queryFn: ({ signal }) => post(API.certPartnersDetail, { id: id! }, { signal }),
    enabled: id !== undefined,
  });
}

/** One page (4, docs/product.md §9) of the user's applications, searched by product. */
export function useMyCertifications(query: { page: number; productName: string }) {
  return useQuery({
    queryKey: [...mineKey, query.page, query.productName],
    queryFn: ({ signal }) =>
      post(
        API.certMine,
        { page: query.page, limit: PAGE_SIZE.personalCenter, product_name: query.productName },
        { signal },
      ),
    // A reviewer takes or accepts it elsewhere: coming back to the page shows the result.
    ...OWN_LIST_PAGE,
  });
}

/** Apply or edit; resolves with the server's message. Refusals take the portal's one error path. */
export function useSaveCertification(form: FormInstance) {
  return useRefreshingMutation(mineKey, {
    form,
    fieldNames: { area_code: 'area' },
    refusalStyle: 'success',
    mutationFn: async (payload: CertificationPayload & { id?: number }) =>
      (await request(payload.id === undefined ? API.certApply : API.certEdit, { body: payload })).msg,
  });
}
