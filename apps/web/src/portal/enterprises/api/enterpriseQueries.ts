import type { FormInstance } from 'antd';
import { API } from '@jhy/contract';
import { request } from '../../../api/client';
import { useOwnListPage, useRefreshingMutation } from '../../shared/queryPolicies';
import type { EnterprisePayload } from '../form/enterpriseFormValues';

const enterprisesKey = ['enterprises', 'mine'] as const;

/** One page (4 a page, docs/product.md §9) of the user's enterprises, by name, with the count of certified ones. */
export function useMyEnterprises(query: { page: number; companyName: string }) {
  // A reviewer changes the status elsewhere: a user coming back to the page sees the result.
  return useOwnListPage(enterprisesKey, API.myCompanies, query.page, { company_name: query.companyName });
}

/** The form's name of a wire field the form keeps under another name (the cascader's path). */
const FORM_NAMES = { area_code: 'area' };

/**
 * Each mutation resolves with the server's message (docs/product.md §8: shown as it is); a refusal takes the
 * portal's one error path (api/mutation.ts), onto the enterprise form when there is one.
 */
function useEnterpriseMutation<Input>(send: (input: Input) => Promise<string>, form?: FormInstance) {
  return useRefreshingMutation(enterprisesKey, { form, fieldNames: FORM_NAMES, mutationFn: send });
}

export function useAddEnterprise(form: FormInstance) {
  return useEnterpriseMutation(async (payload: EnterprisePayload) => {
    const answer = await request(API.companyAdd, { body: payload });
    return answer.msg;
  }, form);
}

export function useEditEnterprise(form: FormInstance) {
  return useEnterpriseMutation(async (payload: EnterprisePayload & { id: number }) => {
    const answer = await request(API.companyEdit, { body: payload });
    return answer.msg;
  }, form);
}

export function useDeleteEnterprise() {
  return useEnterpriseMutation(async (id: number) => (await request(API.companyDelete, { body: { id } })).msg);
}
