import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { portalTheme } from './theme';

dayjs.locale('zh-cn');

/**
 * antd's theme and Chinese locale, around the parts of the app that draw antd components. Not at
 * the root: computing the theme's tokens and writing its CSS variables is one of the largest pieces
 * of a first render on a slow phone, and the public first screens draw no antd component
 * (docs/performance.md "antd's theme only where antd draws"). A page is inside it unless its route
 * says otherwise (routing/mainPage.tsx); the antd parts of such a page load inside it themselves
 * (`lazyWithAntd`).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={portalTheme}>
      {children}
    </ConfigProvider>
  );
}
