import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { NotifierBridge } from './NotifierBridge';
import { portalTheme } from './theme';

dayjs.locale('zh-cn');

/** Everything a page needs around it: data cache, Chinese locale, the theme and antd's feedback context. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN} theme={portalTheme}>
        <App>
          <NotifierBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
