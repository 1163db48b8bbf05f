import { createContext, useContext } from 'react';
import { staffCan, type ConsolePermission, type StaffProfile } from '@jhy/contract';

export const StaffContext = createContext<StaffProfile | null>(null);

/** The staff member logged in to the console (inside the session gate only). */
export function useStaff(): StaffProfile {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside the console session gate');
  return staff;
}

/** Whether the logged-in member's role holds a permission — the same table the server checks. */
export function useCan(permission: ConsolePermission): boolean {
  return staffCan(useStaff().role, permission);
}
