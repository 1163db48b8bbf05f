import { useQueryClient } from '@tanstack/react-query';
import { useAppMessage } from '../../app/feedback';
import { useNavigate } from 'react-router';
import { CONSOLE_API } from '@jhy/contract';
import { CONSOLE_LOGIN_PATH, consoleApi } from '../consoleApi';
import { CONSOLE_QUERY_ROOT } from '../consoleQueries';
import { clearStaffSession } from '../staffSession';

/** Ends the staff session on the server, forgets it here with every console answer, opens the login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const message = useAppMessage();
  return async () => {
    try {
      const { msg } = await consoleApi.send(CONSOLE_API.logout);
      message.success(msg);
    } catch {
      // Already logged out on the server (401) or unreachable: forgetting it here is what matters.
    }
    clearStaffSession();
    queryClient.removeQueries({ queryKey: [CONSOLE_QUERY_ROOT] });
    navigate(CONSOLE_LOGIN_PATH, { replace: true });
  };
}
