import { CONSOLE_STORAGE_KEYS, type StaffProfile } from '@jhy/contract';

/**
 * The console's session, kept apart from the portal's (its own keys; a portal logout leaves it):
 * the staff token and the profile the layout shows before `me` answers.
 */
export function getStaffToken(): string | null {
  return localStorage.getItem(CONSOLE_STORAGE_KEYS.token);
}

export function keepStaffSession(token: string, staff: StaffProfile): void {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, token);
  keepStaffProfile(staff);
}

export function keepStaffToken(token: string): void {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, token);
}

export function keepStaffProfile(staff: StaffProfile): void {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.profile, JSON.stringify(staff));
}

export function getKeptStaffProfile(): StaffProfile | null {
  try {
    const kept = JSON.parse(localStorage.getItem(CONSOLE_STORAGE_KEYS.profile) ?? 'null') as StaffProfile | null;
    return kept && typeof kept === 'object' && typeof kept.role === 'string' ? kept : null;
  } catch {
    return null;
  }
}

export function clearStaffSession(): void {
  localStorage.removeItem(CONSOLE_STORAGE_KEYS.token);
  localStorage.removeItem(CONSOLE_STORAGE_KEYS.profile);
}
