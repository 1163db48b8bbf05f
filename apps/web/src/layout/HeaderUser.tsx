import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useKeptSession } from '../portal/accounts/header/useKeptSession';

// Plain markup, outside antd's theme: a signed-in user's pages need no antd for the header.
const HeaderUserMenu = lazy(() => import('../portal/accounts/header/HeaderUserMenu'));

/**
 * The user corner of the header (docs/product.md §2 Layout): 登录 / 注册 for visitors; for a logged-in user
 * the avatar, nickname and dropdown, whose code loads only then.
 */
export function HeaderUser() {
  const { loggedIn, profile } = useKeptSession();
  if (loggedIn) {
    return (
      <div className="jhy-header-user">
        <Suspense fallback={null}>
          <HeaderUserMenu profile={profile} />
        </Suspense>
      </div>
    );
  }
  return (
    <div className="jhy-header-user">
      <Link to="/login" className="jhy-header-user__login">
        登录
      </Link>
      <Link to="/register" className="jhy-header-user__register">
        注册
      </Link>
    </div>
  );
}
