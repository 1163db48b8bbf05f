import type { ReactNode } from 'react';
import { Spin } from 'antd';
import { Navigate, useLocation } from 'react-router';
import { CONSOLE_LOGIN_PATH } from '../consoleApi';
import { useStaffProfile } from '../consoleQueries';
import { StaffContext } from '../staffContext';
import { getStaffToken } from '../staffSession';

/**
 * Console pages need a staff session: without a token the login opens (and returns here after);
 * with one, the member is asked for again — a 401 from the server (expired, disabled) leads to
 * the login through the API client.
 */
export function StaffSessionGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const profile = useStaffProfile();
  if (!getStaffToken()) {
    return <Navigate to={CONSOLE_LOGIN_PATH} replace state={{ from: location.pathname + location.search }} />;
  }
  if (!profile.data) return <Spin className="jhy-console-loading" />;
  return <StaffContext.Provider value={profile.data}>{children}</StaffContext.Provider>;
}
