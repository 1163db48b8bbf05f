import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says 暂无数据... in antd’s theme of its own, on a page that draws no other antd', () => {
    const { container } = render(<EmptyState />);
    expect(screen.getByText('暂无数据...')).toBeVisible();
    // antd marks a component with the CSS-variable class of the theme it is in: `css-var-root`
    // outside any ConfigProvider, the provider's own key inside app/AntdScope.tsx.
    const emptyClasses = container.querySelector('.ant-empty')?.className;
    expect(emptyClasses).toMatch(/\bcss-var-/);
    expect(emptyClasses).not.toMatch(/\bcss-var-root\b/);
  });
});
