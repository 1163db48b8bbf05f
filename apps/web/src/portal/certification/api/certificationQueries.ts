import { useQuery } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { API } from '@jhy/contract';
import { request } from '../../../api/client';
import { postQuery } from '../../../api/routeQueries';
import { useOwnListPage, useRefreshingMutation } from '../../shared/queryPolicies';
import type { CertificationPayload } from '../form/certificationFormValues';

const mineKey = ['certification', 'mine'] as const;

/** The organisations of ProductCertificationDetail; staff change them rarely. */
export function useOrganisations() {
  return useQuery({
    ...postQuery(['certification', 'organisations'], API.certPartnersList),
    staleTime: 5 * 60_000,
  });
}

export function useOrganisation(id: number | undefined) {
  return useQuery({
    ...postQuery(['certification', 'organisation', id], API.certPartnersDetail, { id: id! }),
    enabled: id !== undefined,
  });
}

/** One page (4, docs/product.md §9) of the user's applications, searched by product. */
export function useMyCertifications(query: { page: number; productName: string }) {
  // A reviewer takes or accepts it elsewhere: coming back to the page shows the result.
  return useOwnListPage(mineKey, API.certMine, query.page, { product_name: query.productName });
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
