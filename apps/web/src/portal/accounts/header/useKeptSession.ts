import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@jhy/contract';
import { getKeptProfile, subscribeSession, type KeptProfile } from '../../../api/session';

// The snapshot is the raw kept strings: stable between changes, as useSyncExternalStore needs.
const snapshot = () =>
  `${localStorage.getItem(STORAGE_KEYS.token) ?? ''}\n${localStorage.getItem(STORAGE_KEYS.profile) ?? ''}`;

/** Whether a session is kept on this device, and the profile the header shows; follows every change. */
export function useKeptSession(): { loggedIn: boolean; profile: KeptProfile | null } {
  const raw = useSyncExternalStore(subscribeSession, snapshot, () => '\n');
  return useMemo(() => {
    const loggedIn = !raw.startsWith('\n');
    return { loggedIn, profile: loggedIn ? getKeptProfile() : null };
  }, [raw]);
}
