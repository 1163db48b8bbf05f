import { Navigate, useLocation } from 'react-router';

/** Replaces the current entry with `to`, keeping the query string (`?id=12` survives). */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate replace to={{ pathname: to, search }} />;
}
