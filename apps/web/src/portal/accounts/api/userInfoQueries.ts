import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { API, type EditUserInfoInput, type UserInfo } from '@jhy/contract';
import { request, upload } from '../../../api/client';
import { postQuery } from '../../../api/routeQueries';
import { useApiMutation } from '../../../api/mutation';
import { keepProfile } from '../../../api/session';

export const userInfoKey = ['accounts', 'userinfo'] as const;

/** The logged-in user's own record (docs/product.md §7 userinfo; the server reads the user from the token). */
export function useUserInfo() {
  return useQuery({
    ...postQuery(userInfoKey, API.userInfo),
    staleTime: 0,
  });
}

/** The header shows the kept profile; keep it in step with what the server now says. */
export function keepProfileOf(user: UserInfo): void {
  keepProfile({ nickName: user.nick_name, avatar: user.user_image, mobile: user.mobile });
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
