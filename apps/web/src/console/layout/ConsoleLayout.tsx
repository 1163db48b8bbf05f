import { Suspense, useState } from 'react';
import { DownOutlined, HomeOutlined, KeyOutlined, LogoutOutlined } from '@ant-design/icons';
import { Alert, Button, Dropdown, Layout, Menu, Spin, Tag, type MenuProps } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { STAFF_ROLE_LABELS } from '@jhy/contract';
import { ChangePasswordModal } from '../auth/ChangePasswordModal';
import { useLogout } from '../auth/useLogout';
import { consoleMenuFor } from '../consolePages';
import { useStaff } from '../staffContext';

/** The console's frame: the side menu of the member's role, the header with their account, the page. */
export function ConsoleLayout() {
  const staff = useStaff();
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useLogout();
  const [changingPassword, setChangingPassword] = useState(false);
  const [collapsed, setCollapsed] = useState(false);

  const sections = consoleMenuFor(staff.role);
  const items: MenuProps['items'] = sections.map((section) => ({
    type: 'group',
    key: section.group,
    label: section.label,
    children: section.pages.map((page) => ({ key: `/console/${page.path}`, icon: page.menu!.icon, label: page.title })),
  }));
  const selected = sections
    .flatMap((section) => section.pages)
    .map((page) => `/console/${page.path}`)
    .filter((key) => location.pathname === key || location.pathname.startsWith(`${key}/`));

  const accountMenu: MenuProps['items'] = [
    { key: 'password', icon: <KeyOutlined />, label: '修改密码' },
    { key: 'portal', icon: <HomeOutlined />, label: '返回门户首页' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
  ];
  const onAccountMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'password') setChangingPassword(true);
    if (key === 'portal') navigate('/main/indexHome');
    if (key === 'logout') void logout();
  };

  return (
    <Layout className="jhy-console">
      <Layout.Sider
        breakpoint="lg"
        collapsedWidth={0}
        collapsed={collapsed}
        onCollapse={setCollapsed}
        width={220}
        className="jhy-console__sider"
      >
        {/* Folded to no width on a narrow screen, the menu is hidden too: not reached by Tab nor read out. */}
        <div hidden={collapsed}>
          <div className="jhy-console__brand">
            <span className="jhy-console__brand-name">江河源</span>
            <span className="jhy-console__brand-sub">管理后台</span>
          </div>
          <nav aria-label="管理后台菜单">
            <Menu
              theme="dark"
              mode="inline"
              items={items}
              selectedKeys={selected}
              onClick={({ key }) => {
                navigate(key);
                if (window.matchMedia('(max-width: 991px)').matches) setCollapsed(true);
              }}
            />
          </nav>
        </div>
      </Layout.Sider>
      <Layout>
        <Layout.Header className="jhy-console__header">
          <span className="jhy-console__header-title">江河源生态产品交易平台 · 管理后台</span>
          <Dropdown menu={{ items: accountMenu, onClick: onAccountMenu }} trigger={['click']}>
            <Button type="text">
              {staff.displayName || staff.username}
              <Tag color="blue" className="jhy-console__role">
                {STAFF_ROLE_LABELS[staff.role]}
              </Tag>
              <DownOutlined />
              <span className="jhy-visually-hidden">账号菜单</span>
            </Button>
          </Dropdown>
        </Layout.Header>
        <Layout.Content className="jhy-console__content">
          {/* Until a printed first password is changed the server refuses every page's calls: mount none. */}
          {staff.mustChangePassword ? (
            <Alert type="warning" showIcon title="首次登录须先修改初始密码，修改后即可使用管理后台。" />
          ) : (
            <Suspense fallback={<Spin className="jhy-console-loading" />}>
              <Outlet />
            </Suspense>
          )}
        </Layout.Content>
      </Layout>
      <ChangePasswordModal
        open={changingPassword || staff.mustChangePassword}
        forced={staff.mustChangePassword}
        onClose={() => setChangingPassword(false)}
        onLogout={() => void logout()}
      />
    </Layout>
  );
}
