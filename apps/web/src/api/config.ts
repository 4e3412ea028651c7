import { useQuery } from '@tanstack/react-query';
import { loadPublicConfig } from './public-config';

/** The public config (GET /api/config) under the query key ['config'], the same answer loadPublicConfig gives. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: loadPublicConfig,
    staleTime: Infinity,
  });
}
