import { STORAGE_KEYS } from '@jhy/contract';

/** The portal session is the token kept on the device (docs/product.md §6); it travels in the `token` header. */
export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function hasToken(): boolean {
  return Boolean(getToken());
}

/** Forgets the session: the token and the user data kept with it (docs/product.md §8, 401). */
export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.userId);
  localStorage.removeItem(STORAGE_KEYS.profile);
  announceSessionChange();
}

/** The profile the header shows (docs/product.md §3 "Client-kept profile: nickName, avatar, mobile"). */
export interface KeptProfile {
  nickName: string;
  avatar: string;
  mobile: string;
}

/** Keeps what a login answered (docs/product.md §4): the token and user id, and the header's profile. */
export function keepSession(user: {
  token: string;
  id: number;
  nick_name: string;
  mobile: string;
  user_image: string;
}) {
  localStorage.setItem(STORAGE_KEYS.token, user.token);
  localStorage.setItem(STORAGE_KEYS.userId, String(user.id));
  keepProfileOf(user);
}

/** Keeps the header's profile in step with a user record the server answered (login, userinfo, an edit). */
export function keepProfileOf(user: { nick_name: string; mobile: string; user_image: string }): void {
  keepProfile({ nickName: user.nick_name, avatar: user.user_image, mobile: user.mobile });
}

export function keepProfile(profile: KeptProfile): void {
  localStorage.setItem(STORAGE_KEYS.profile, JSON.stringify(profile));
  announceSessionChange();
}

export function getKeptProfile(): KeptProfile | null {
  try {
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEYS.profile) ?? 'null') as Partial<KeptProfile> | null;
    if (!kept || typeof kept !== 'object') return null;
    return {
      nickName: String(kept.nickName ?? ''),
      avatar: String(kept.avatar ?? ''),
      mobile: String(kept.mobile ?? ''),
    };
  } catch {
    return null;
  }
}

/**
 * Logout (docs/product.md §4): clears everything the portal keeps on the device — except the mobile that the
 * user asked the login form to remember, which exists precisely for the next login.
 */
export function clearDevice(): void {
  for (const key of Object.values(STORAGE_KEYS)) {
    if (key !== STORAGE_KEYS.rememberedMobile) localStorage.removeItem(key);
  }
  sessionStorage.clear();
  announceSessionChange();
}

/** The path kept for after login, forgotten as it is read (docs/product.md §2 /login). */
export function takeRedirectPath(): string | null {
  const path = localStorage.getItem(STORAGE_KEYS.redirectPath);
  localStorage.removeItem(STORAGE_KEYS.redirectPath);
  // Only a path inside the app: never an address elsewhere.
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

const SESSION_EVENT = 'jhy:session';

function announceSessionChange(): void {
  window.dispatchEvent(new Event(SESSION_EVENT));
}

/** Calls back when the kept session changes here or in another tab (for useSyncExternalStore). */
export function subscribeSession(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.profile) onChange();
  };
  window.addEventListener(SESSION_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Where the login page sends the user back to (a router path such as `/main/hangingForm?routerOrigin=1`). */
export function rememberRedirectPath(path: string): void {
  localStorage.setItem(STORAGE_KEYS.redirectPath, path);
}
