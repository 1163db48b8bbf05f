import { waitFor } from '@testing-library/react';
import { Empty } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/renderRoute';
import { mainPage } from './mainPage';

/** A page that draws antd's Empty with its own words: Chinese inside antd's theme and locale, English outside. */
const emptyPage = async () => ({ default: () => <Empty /> });

const emptyDescription = () => document.querySelector('.ant-empty-description')?.textContent;

describe('mainPage and antd’s theme (app/AntdScope.tsx)', () => {
  it('puts a page inside antd’s theme and Chinese locale', async () => {
    renderRoutes(
      [{ path: '/main', children: mainPage({ path: 'Drawn', title: '页面', page: emptyPage }) }],
      '/main/Drawn',
    );
    await waitFor(() => expect(emptyDescription()).toBe('暂无数据'));
  });

  it('leaves a page that draws no antd outside it', async () => {
    renderRoutes(
      [{ path: '/main', children: mainPage({ path: 'Plain', title: '页面', page: emptyPage, drawsAntd: false }) }],
      '/main/Plain',
    );
    // antd's own English default shows that no theme or locale was put around the page.
    await waitFor(() => expect(emptyDescription()).toBe('No data'));
  });
});
