import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The client already shows '网络错误！' for a failed call; retrying would show it again, and
        // the product (docs/product.md) lets list pages stay empty when their data does not come (§8).
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
    },
  });
}
