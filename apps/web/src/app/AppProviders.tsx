import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { FeedbackProvider } from './feedback';
import { NotifierBridge } from './NotifierBridge';
import { portalTheme } from './theme';

dayjs.locale('zh-cn');

/** Everything a page needs around it: data cache, Chinese locale, the theme and antd's message (app/feedback.tsx). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN} theme={portalTheme}>
        <FeedbackProvider>
          <NotifierBridge />
          {children}
        </FeedbackProvider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
