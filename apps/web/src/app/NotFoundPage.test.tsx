import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubSysConfig } from '../test/renderRoute';

describe('not-found page', () => {
  it.each(['/no-such-page', '/main/no-such-page', '/main/TRADINGCENTER'])(
    "answers %s with 'Oops!', the bilingual message and a way home",
    async (path) => {
      stubSysConfig();
      renderRoute(path);
      expect(await screen.findByText('Oops!')).toBeVisible();
      expect(
        screen.getByRole('heading', { name: '抱歉，您访问的页面不存在。Sorry, the page you visited does not exist.' }),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/main/indexHome');
      // Outside the /main frame.
      expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
    },
  );
});
