import { useQuery } from '@tanstack/react-query';
import { CONSOLE_API } from '@jhy/contract';
import { consoleApi } from './consoleApi';
import { getKeptStaffProfile, getStaffToken, keepStaffProfile } from './staffSession';

/** Every console query key starts here, so that a logout can drop them all at once. */
export const CONSOLE_QUERY_ROOT = 'console';

/**
 * The logged-in member, asked again each time the console opens (a role may have changed); the
 * profile kept at login shows meanwhile.
 */
export function useStaffProfile() {
  return useQuery({
    queryKey: [CONSOLE_QUERY_ROOT, 'me', getStaffToken()],
    queryFn: async () => {
      const staff = await consoleApi.post(CONSOLE_API.me);
      keepStaffProfile(staff);
      return staff;
    },
    enabled: Boolean(getStaffToken()),
    placeholderData: getKeptStaffProfile() ?? undefined,
    staleTime: 0,
  });
}
