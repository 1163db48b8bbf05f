import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton } from './MenuButton';

const items = (choose: (key: string) => void) =>
  ['个人中心', '消息中心', '退出登录'].map((label) => ({ key: label, icon: null, label, choose: () => choose(label) }));

describe('MenuButton (the header user menu)', () => {
  it('opens on a click with the focus on its first item; the arrows move, Escape closes back to the button', async () => {
    const user = userEvent.setup();
    render(
      <MenuButton className="me" items={items(() => undefined)}>
        牦牛乳业<span className="jhy-visually-hidden">，打开用户菜单</span>
      </MenuButton>,
    );
    const button = screen.getByRole('button', { name: '牦牛乳业，打开用户菜单' });
    // Named by its content, visible text first (WCAG 2.5.3), not by a label of its own.
    expect(button).not.toHaveAttribute('aria-label');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: '个人中心' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: '退出登录' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '消息中心' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('does what an item says and closes; a click elsewhere closes it too', async () => {
    const user = userEvent.setup();
    const chosen = vi.fn();
    render(
      <>
        <MenuButton className="me" items={items(chosen)}>
          我<span className="jhy-visually-hidden">，打开用户菜单</span>
        </MenuButton>
        <p>页面</p>
      </>,
    );
    await user.click(screen.getByRole('button', { name: '我，打开用户菜单' }));
    await user.click(screen.getByRole('menuitem', { name: '消息中心' }));
    expect(chosen).toHaveBeenCalledWith('消息中心');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(screen.getByRole('button', { name: '我，打开用户菜单' }));
    await user.click(screen.getByText('页面'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
