import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, PAGE_SIZE, type EnterpriseView, type MyEnterprisesPage } from '@jhy/contract';
import { post, request } from '../../../api/client';
import type { EnterprisePayload } from '../form/enterpriseFormValues';

const enterprisesKey = ['enterprises', 'mine'] as const;

/** One page (4 a page, spec §9) of the user's enterprises, by name, with the count of certified ones. */
export function useMyEnterprises(query: { page: number; companyName: string }) {
  return useQuery({
    queryKey: [...enterprisesKey, query.page, query.companyName],
    queryFn: ({ signal }) =>
      post<MyEnterprisesPage>(
        API.myCompanies,
        { page: query.page, limit: PAGE_SIZE.personalCenter, company_name: query.companyName },
        { signal },
      ),
    // Keep the page on screen while the next loads, so the pager does not jump.
    placeholderData: keepPreviousData,
    // A reviewer changes the status elsewhere: a user coming back to the page sees the result.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** Each mutation resolves with the server's message (spec §8: shown as it is). */
function useEnterpriseMutation<Input>(send: (input: Input) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enterprisesKey }),
  });
}

export function useAddEnterprise() {
  return useEnterpriseMutation(async (payload: EnterprisePayload) => {
    const answer = await request<EnterpriseView>(API.companyAdd, { body: payload });
    return answer.msg;
  });
}

export function useEditEnterprise() {
  return useEnterpriseMutation(async (payload: EnterprisePayload & { id: number }) => {
    const answer = await request<EnterpriseView>(API.companyEdit, { body: payload });
    return answer.msg;
  });
}

export function useDeleteEnterprise() {
  return useEnterpriseMutation(async (id: number) => (await request<null>(API.companyDelete, { body: { id } })).msg);
}
