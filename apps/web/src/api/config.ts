import { useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@hospital/contracts';
import { api } from './client';

/** GET /api/config (public): the telemedicine hospital's name (report menu) and the hospital's links. */
export function fetchPublicConfig(): Promise<ClientConfig> {
  return api.get<ClientConfig>('/api/config', { auth: false });
}

/** The public config under the query key ['config'] (line/liff.ts loadPublicConfig shares it). */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: fetchPublicConfig,
    staleTime: Infinity,
  });
}
