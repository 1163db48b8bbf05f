import { redirect, type LoaderFunctionArgs } from 'react-router';
import { hasToken, rememberRedirectPath } from '../api/session';

/**
 * Loader of login-required routes (docs/product.md §2, §6): without a kept token the visitor goes to /login,
 * and the login page later returns to the path kept here.
 */
export function requireLogin({ request }: LoaderFunctionArgs): null {
  if (hasToken()) return null;
  const url = new URL(request.url);
  rememberRedirectPath(`${url.pathname}${url.search}`);
  throw redirect('/login');
}
