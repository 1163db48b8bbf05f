import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { EmptyLink } from './EmptyLink';
import { EmptyState } from './EmptyState';

describe('shared placeholders', () => {
  it("warn '正在建设中...' for a link without a target and stay on the page", async () => {
    window.location.hash = '#/main/indexHome';
    render(
      <AppProviders queryClient={new QueryClient()}>
        <EmptyLink>绿色金融</EmptyLink>
      </AppProviders>,
    );
    await userEvent.click(screen.getByRole('link', { name: '绿色金融' }));
    expect(await screen.findByText('正在建设中...')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/main/indexHome');
  });

  it("say '暂无数据...' for an empty list, in plain markup (the public first screens draw no antd)", () => {
    const { container } = render(<EmptyState />);
    expect(screen.getByText('暂无数据...')).toBeVisible();
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
  });
});
