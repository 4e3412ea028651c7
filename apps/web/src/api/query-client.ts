import { QueryClient } from '@tanstack/react-query';
import { actingForStore } from '../session/acting-for-store';
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

/** Query keys that are the account's own, not the chosen person's: kept when the person changes. */
const ACCOUNT_KEYS = new Set(['people', 'lookup']);

/**
 * Issue 33 item 2: the person acted for changed: every cached answer of the previous one is reset
 * (emptied, and fetched again for the new person when on screen), so no page shows one person's
 * data under another's name.
 */
actingForStore.onPersonChanged(() => void queryClient.resetQueries({ predicate: (q) => !ACCOUNT_KEYS.has(String(q.queryKey[0])) }));
