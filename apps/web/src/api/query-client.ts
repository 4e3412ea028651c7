import { QueryClient } from '@tanstack/react-query';
import type { ApiError } from './client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Do not hammer the server with auth or validation failures.
      retry: (count, error) => {
        const status = (error as Partial<ApiError>).status ?? 0;
        return status >= 500 || status === 0 ? count < 2 : false;
      },
    },
    // Issue 16 point 11: a submit made offline fails at once with the client's Thai message
    // (react-query would otherwise pause it, spinning, until the network is back).
    mutations: { networkMode: 'always' },
  },
});
