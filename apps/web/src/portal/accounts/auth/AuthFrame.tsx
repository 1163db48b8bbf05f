import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SiteLogo } from '../../../layout/SiteLogo';
import { HOME_PATH } from '../../../routing/portalPaths';
import './auth.css';

/**
 * The frame of /login and /register, which stand outside the /main layout (docs/product.md §2): the logo,
 * a way home, and the form on a card over the river-source landscape.
 */
export function AuthFrame({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="jhy-auth">
      <header className="jhy-auth__bar">
        <div className="jhy-container jhy-auth__bar-inner">
          <SiteLogo />
          <Link to={HOME_PATH} className="jhy-auth__home">
            返回首页
          </Link>
        </div>
      </header>
      <main className="jhy-auth__stage">
        <div className="jhy-container jhy-auth__layout">
          <section className="jhy-auth__pitch" aria-hidden="true">
            <p className="jhy-auth__pitch-title">川甘青藏 · 江河源</p>
            <p className="jhy-auth__pitch-text">
              碳排放权、用能权、林业碳汇、林权与生态农产品，在这里挂牌、认证、成交。
            </p>
          </section>
          <section className="jhy-auth__card" aria-labelledby="jhy-auth-title">
            <h1 id="jhy-auth-title" className="jhy-auth__title">
              {title}
            </h1>
            <p className="jhy-auth__subtitle">{subtitle}</p>
            {children}
          </section>
        </div>
      </main>
    </div>
  );
}
