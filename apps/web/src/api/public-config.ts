import type { ClientConfig } from '@hospital/contracts';
import { api } from './client';

let loading: Promise<ClientConfig> | null = null;

/**
 * GET /api/config (public): the hospital's links and names, the LIFF ids. Asked once per page
 * load; a failure is forgotten, so the next caller asks again. The query ['config']
 * (usePublicConfig) reads through it. Issue 34: no query cache here, so the LINE entry's early
 * sign-in (line/early-sign-in.ts) loads without react-query.
 */
export function loadPublicConfig(): Promise<ClientConfig> {
  if (!loading) {
    const asked = api.get<ClientConfig>('/api/config', { auth: false });
    loading = asked;
    asked.catch(() => {
      if (loading === asked) loading = null;
    });
  }
  return loading;
}
