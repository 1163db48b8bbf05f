import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JUST_READ_MS, OWN_LIST_PAGE, REREAD_ON_RETURN } from './queryPolicies';

/** A turn of the event loop: a fetch started as the page mounted has been asked by then. */
const aTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe.each([
  ['REREAD_ON_RETURN', REREAD_ON_RETURN],
  ['OWN_LIST_PAGE', OWN_LIST_PAGE],
])('%s', (_name, policy) => {
  afterEach(() => vi.useRealTimers());

  it('shows the answer the page’s first query just brought, and reads again for a page shown later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T08:00:00+08:00'));
    const queryClient = new QueryClient();
    const read = vi.fn(async () => ({ total: 0, data: [] }));
    const query = { queryKey: ['messages', 'list', 1], queryFn: read };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const showPage = () => renderHook(() => useQuery({ ...query, ...policy }), { wrapper });

    // The route's loader, while the page's code loads (routing/firstQueries.ts).
    await queryClient.prefetchQuery(query);
    const first = showPage();
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    await aTurn();
    expect(read).toHaveBeenCalledTimes(1);
    first.unmount();

    vi.setSystemTime(Date.now() + JUST_READ_MS);
    const later = showPage();
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    later.unmount();
  });
});
