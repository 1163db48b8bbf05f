import { ElderModeSwitch } from './ElderModeSwitch';
import { HeaderNav } from './HeaderNav';
import { HeaderUser } from './HeaderUser';
import { SiteLogo } from './SiteLogo';
import './header.css';

export function SiteHeader({ selectedTab }: { selectedTab: number }) {
  return (
    <header className="jhy-header">
      <div className="jhy-container jhy-header__bar">
        <SiteLogo />
        <div className="jhy-header__tools">
          <ElderModeSwitch />
          <HeaderUser />
        </div>
      </div>
      <HeaderNav selectedTab={selectedTab} />
    </header>
  );
}
