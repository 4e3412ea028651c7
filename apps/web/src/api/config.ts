import { useQuery } from '@tanstack/react-query';
import { api } from './client';

export interface PublicConfig {
  teleHospitalName: string;
}

/** GET /api/config (public): the telemedicine hospital's name decides the report menu item. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: () => api.get<PublicConfig>('/api/config', { auth: false }),
    staleTime: Infinity,
  });
}
