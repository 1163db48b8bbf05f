import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { FeedbackProvider } from './feedback';
import { NotifierBridge } from './NotifierBridge';

/**
 * Everything every page needs around it: the data cache and antd's message (app/feedback.tsx).
 * antd's theme and locale are not here but around what draws antd (app/AntdScope.tsx).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <FeedbackProvider>
        <NotifierBridge />
        {children}
      </FeedbackProvider>
    </QueryClientProvider>
  );
}
