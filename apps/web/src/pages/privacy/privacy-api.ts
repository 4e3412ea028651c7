import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessLogResponse, ConsentPurpose, MyConsentsResponse, PersonalDataExport } from '@hospital/contracts';
import { api } from '../../api/client';

/** Issue 15: the calls of /privacy — the person's consents, their access log, a copy of their data. */
export const privacyKeys = {
  consents: ['me', 'consents'] as const,
  accessLog: (page: number) => ['me', 'access-log', page] as const,
};

export function useMyConsents() {
  return useQuery({ queryKey: privacyKeys.consents, queryFn: () => api.get<MyConsentsResponse>('/api/v1/me/consents') });
}

/** POST /api/v1/me/consents/{purpose}/withdraw: answers the consents as they now stand. */
export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (purpose: ConsentPurpose) => api.post<MyConsentsResponse>(`/api/v1/me/consents/${encodeURIComponent(purpose)}/withdraw`),
    onSuccess: (answer) => client.setQueryData(privacyKeys.consents, answer),
  });
}

/**
 * Issue 28 item 3: POST /api/v1/me/consents/{purpose}/agree with the hash of the text the page
 * showed (the version in force): gives a withdrawn optional consent back. Answers the consents
 * as they now stand.
 */
export function useAgree() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ purpose, textSha256 }: { purpose: ConsentPurpose; textSha256: string }) =>
      api.post<MyConsentsResponse>(`/api/v1/me/consents/${encodeURIComponent(purpose)}/agree`, { textSha256 }),
    onSuccess: (answer) => client.setQueryData(privacyKeys.consents, answer),
  });
}

export const ACCESS_LOG_PAGE = 20;

export function useAccessLog(page: number) {
  return useQuery({
    queryKey: privacyKeys.accessLog(page),
    queryFn: () => api.get<AccessLogResponse>(`/api/v1/me/access-log?PageNumber=${page}&PageSize=${ACCESS_LOG_PAGE}`),
  });
}

export const fetchMyData = () => api.get<PersonalDataExport>('/api/v1/me/export');
