import { useQueryClient } from '@tanstack/react-query';
import { useAppMessage } from '../../../app/feedback';
import { accountMessages } from '@jhy/contract';
import { useNavigate } from 'react-router';
import { clearDevice, getToken } from '../../../api/session';
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
    // Forget the session on the device before revoking it, so that no call of this page is sent with a token
    // the server no longer knows (it would answer 401 and send the visitor to the login page).
    const token = getToken();
    clearDevice();
    queryClient.clear();
    if (token) {
      try {
        await logOutOnServer(token);
      } catch {
        // Offline or failing server: the device has forgotten the session all the same.
      }
    }
    message.success(accountMessages.loggedOut);
  };
}
