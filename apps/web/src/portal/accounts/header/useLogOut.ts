import { useQueryClient } from '@tanstack/react-query';
import { useAppMessage } from '../../../app/feedback';
import { accountMessages } from '@jhy/contract';
import { useNavigate } from 'react-router';
import { clearDevice } from '../../../api/session';
import { HOME_PATH } from '../../../routing/portalPaths';
import { logOutOnServer } from '../api/accountCalls';

/** Logout (docs/product.md §4): the server revokes the token, the device forgets everything, the user goes home. */
export function useLogOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const message = useAppMessage();
  return async () => {
    // Leave the page first: a page that needs the session must not ask again once it is gone.
    await navigate(HOME_PATH);
    try {
      await logOutOnServer();
    } catch {
      // Offline or failing server: the device forgets the session all the same.
    }
    clearDevice();
    queryClient.clear();
    message.success(accountMessages.loggedOut);
  };
}
