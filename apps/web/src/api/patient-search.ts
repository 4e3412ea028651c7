import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PatientSearchResponse } from '@hospital/contracts';
import { PATIENT_SEARCH, keywordProblem, normalizeKeyword } from '@hospital/rules';
import { api } from './client';

/** GET /api/v1/user?Keyword&PageNumber&PageSize=50 (care-services §7); not called below 3 characters (§5). */
export function usePatientSearch(keyword: string, pageNumber: number, enabled = true) {
  const k = normalizeKeyword(keyword);
  return useQuery({
    queryKey: ['patients', 'search', k, pageNumber],
    queryFn: () =>
      api.get<PatientSearchResponse>(
        `/api/v1/user?Keyword=${encodeURIComponent(k)}&PageNumber=${pageNumber}&PageSize=${PATIENT_SEARCH.pageSize}`,
      ),
    enabled: enabled && keywordProblem(k) === null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
