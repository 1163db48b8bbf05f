import { BellOutlined, DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { displayNickName, messageCenterMessages } from '@jhy/contract';
import { useNavigate } from 'react-router';
import type { KeptProfile } from '../../../api/session';
import { useUnreadCount, UnreadBadge } from '../../messages';
import { MY_ACCOUNT_PATH, MY_MESSAGES_PATH } from '../accountPaths';
import { useUserInfo } from '../api/userInfoQueries';
import defaultAvatar from './defaultAvatar.svg';
import { MenuButton } from './MenuButton';
import { useLogOut } from './useLogOut';
import './headerUserMenu.css';

/**
 * The logged-in corner of the header (docs/product.md §2 Layout): avatar (a default one when none), the
 * nickname or 用户 + mobile with the count of unread messages (docs/messages.md), and a menu with
 * the personal center, the message center and logout. Loaded only for logged-in visitors. Plain
 * markup rather than antd's Dropdown and Avatar: it is on every page a signed-in user opens, and
 * would bring antd's theme, Menu and Trigger to pages that draw no other antd (docs/performance.md
 * "The pages a bidder opens"). The profile is the one kept at login, refreshed from the server's
 * record once per visit (`useUserInfo`).
 */
export default function HeaderUserMenu({ profile }: { profile: KeptProfile | null }) {
  const navigate = useNavigate();
  const logOut = useLogOut();
  useUserInfo();
  const nickName = displayNickName({ nick_name: profile?.nickName, mobile: profile?.mobile });
  // The answer is a number; a stubbed or odd answer counts as none. A failed read is said.
  const unreadCount = useUnreadCount();
  const unreadAnswer = unreadCount.data?.unread;
  const unread = typeof unreadAnswer === 'number' ? unreadAnswer : 0;
  const unreadFailed = unreadCount.isError;
  const unreadText = unreadFailed
    ? `，${messageCenterMessages.unreadUnavailable}`
    : unread > 0
      ? `，未读消息 ${unread} 条`
      : '';
  const items = [
    { key: 'account', icon: <UserOutlined />, label: '个人中心', choose: () => void navigate(MY_ACCOUNT_PATH) },
    {
      key: 'messages',
      icon: <BellOutlined />,
      label: unread > 0 ? `消息中心（${unread}）` : '消息中心',
      choose: () => void navigate(MY_MESSAGES_PATH),
    },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: '退出登录',
      danger: true,
      divided: true,
      choose: () => void logOut(),
    },
  ];
  return (
    // Its name is what it shows, the nickname, then words for a screen reader: 「牦牛乳业，未读消息 1 条，打开用户菜单」.
    <MenuButton className="jhy-header-user__me" items={items}>
      <img src={profile?.avatar || defaultAvatar} alt="" width={36} height={36} className="jhy-header-user__avatar" />
      <span className="jhy-header-user__name">{nickName}</span>
      <UnreadBadge count={unread} failed={unreadFailed} />
      <span className="jhy-visually-hidden">{unreadText}，打开用户菜单</span>
      <DownOutlined className="jhy-header-user__caret" aria-hidden />
    </MenuButton>
  );
}
