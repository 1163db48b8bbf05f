import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { Empty } from 'antd';
import { describe, expect, it } from 'vitest';
import { lazyWithAntd } from './lazyWithAntd';

describe('lazyWithAntd', () => {
  it('renders the loaded component with its props inside antd’s theme and Chinese locale', async () => {
    const Loaded = lazyWithAntd(async () => ({
      default: ({ caption }: { caption: string }) => (
        <>
          <p>{caption}</p>
          <Empty />
        </>
      ),
    }));
    render(
      <Suspense fallback={null}>
        <Loaded caption="专区菜单" />
      </Suspense>,
    );
    expect(await screen.findByText('专区菜单')).toBeVisible();
    // Outside the theme antd's Empty says 'No data' (routing/mainPage.test.tsx).
    expect(document.querySelector('.ant-empty-description')).toHaveTextContent('暂无数据');
  });
});
