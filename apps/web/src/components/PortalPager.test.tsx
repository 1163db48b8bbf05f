import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PortalPager } from './PortalPager';

const renderPager = (current: number, total: number) => {
  const onChange = vi.fn();
  const view = render(
    <PortalPager
      className="trading-pager"
      current={current}
      pageSize={10}
      total={total}
      totalText={`共 ${total} 个项目`}
      onChange={onChange}
    />,
  );
  return { onChange, view };
};

describe('PortalPager', () => {
  it('shows the total, the pages and which one is open', () => {
    renderPager(2, 35);
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(pager).toHaveTextContent('共 35 个项目');
    expect(screen.getAllByRole('button', { name: /^第 \d+ 页$/ }).map((button) => button.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '第 1 页' })).not.toHaveAttribute('aria-current');
  });

  it('goes to a page, and to the one before or after, but not to the open one', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPager(2, 35);
    await user.click(screen.getByRole('button', { name: '第 4 页' }));
    await user.click(screen.getByRole('button', { name: '上一页' }));
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(onChange.mock.calls).toEqual([[4], [1], [3]]);
  });

  it('cannot go before the first page or after the last', () => {
    renderPager(1, 20);
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下一页' })).toBeEnabled();
    renderPager(2, 20);
    expect(screen.getAllByRole('button', { name: '下一页' })[1]).toBeDisabled();
  });

  it('leaves out the middle of many pages, and shows nothing for one page', () => {
    renderPager(50, 1000);
    // The gaps are hidden from screen readers (aria-hidden), so they are read off the markup.
    const items = screen.getByRole('navigation', { name: '分页' }).querySelectorAll('li');
    expect([...items].map((item) => item.textContent)).toEqual([
      '',
      '1',
      '…',
      '48',
      '49',
      '50',
      '51',
      '52',
      '…',
      '100',
      '',
    ]);
    const { view } = renderPager(1, 10);
    expect(view.container).toBeEmptyDOMElement();
  });
});
