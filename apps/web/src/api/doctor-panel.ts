import { useQuery } from '@tanstack/react-query';
import type { CaseHistoryResponse, EarlierImagesResponse } from '@hospital/contracts';
import { api } from './client';

/**
 * Issue 35 item 1: the doctor's panel beside the video (/vdoadmin/{teleID}): the patient's drug
 * note and last HIS visits, and the photos of their earlier cases. Both under the case's key
 * (['tele', teleID, ...]), so a realtime refetch of the case refreshes them too.
 */
const enc = encodeURIComponent;

/** GET /api/v1/tele/{teleID}/history: the drug note ('' when none) and the last 3 HIS visits. */
export function useCaseHistory(teleID: string) {
  return useQuery({
    queryKey: ['tele', teleID, 'history'],
    queryFn: () => api.get<CaseHistoryResponse>(`/api/v1/tele/${enc(teleID)}/history`),
    enabled: teleID !== '',
    retry: false,
  });
}

/** GET /api/v1/tele/{teleID}/earlierimages: the photos of the patient's earlier cases, newest first (at most 12). */
export function useEarlierImages(teleID: string) {
  return useQuery({
    queryKey: ['tele', teleID, 'earlierimages'],
    queryFn: async () => (await api.get<EarlierImagesResponse>(`/api/v1/tele/${enc(teleID)}/earlierimages`)).data,
    enabled: teleID !== '',
    retry: false,
  });
}
