import { useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@hospital/contracts';
import { api } from './client';

/** GET /api/config (public): the telemedicine hospital's name (report menu) and the hospital's links. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: () => api.get<ClientConfig>('/api/config', { auth: false }),
    staleTime: Infinity,
  });
}
