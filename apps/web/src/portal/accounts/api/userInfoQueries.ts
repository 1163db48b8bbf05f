import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { API, type EditUserInfoInput, type UserInfo } from '@jhy/contract';
import { request, upload } from '../../../api/client';
import { postQuery } from '../../../api/routeQueries';
import { useApiMutation } from '../../../api/mutation';
import { keepProfileOf } from '../../../api/session';

export const userInfoKey = ['accounts', 'userinfo'] as const;

/**
 * The logged-in user's own record (docs/product.md §7 userinfo; the server reads the user from the
 * token). Each answer also refreshes the profile the header shows, which was kept at login: a
 * nickname or avatar changed on another device shows here once the record is read again.
 */
export function useUserInfo() {
  const info = useQuery({
    ...postQuery(userInfoKey, API.userInfo),
    staleTime: 0,
  });
  const user: UserInfo | undefined = info.data;
  useEffect(() => {
    // Only a user record: an odd answer (a test's stub of every other call) leaves the kept profile be.
    if (typeof user?.mobile === 'string') keepProfileOf(user);
  }, [user]);
  return info;
}

/**
 * Saves nickname, email or avatar; resolves with the server's answer and reloads the account. A
 * refusal takes the portal's one error path (api/mutation.ts), onto `form` when there is one.
 */
export function useEditUserInfo(form?: FormInstance) {
  const queryClient = useQueryClient();
  return useApiMutation({
    form,
    mutationFn: (input: EditUserInfoInput) => request(API.editUserInfo, { body: input }),
    onSuccess: async (answer) => {
      keepProfileOf(answer.data);
      queryClient.setQueryData(userInfoKey, answer.data);
      await queryClient.invalidateQueries({ queryKey: userInfoKey });
    },
  });
}

/** Sends an avatar (docs/product.md §5 checks done before); the server answers the thumbnail's address. */
export function uploadAvatar(file: Blob, onProgress: (percent: number) => void): Promise<{ src: string }> {
  return upload(API.uploadImage, file, { fields: { purpose: 'avatar' }, onProgress });
}
