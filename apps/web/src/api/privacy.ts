import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessLogResponse, ConsentAgreeRequest, ConsentPurpose, MyConsentsResponse, PersonalDataExport } from '@hospital/contracts';
import { api } from './client';

/** Issue 15: the calls of /privacy — the person's consents, their access log, a copy of their data. */
export const privacyKeys = {
  consents: ['me', 'consents'] as const,
  accessLog: (page: number) => ['me', 'access-log', page] as const,
};

/** GET /api/v1/me/consents: each purpose, the text in force and what is due. */
export const fetchMyConsents = () => api.get<MyConsentsResponse>('/api/v1/me/consents');

/** POST /api/v1/me/consents/{purpose}/withdraw. */
export const withdrawConsent = (purpose: ConsentPurpose) =>
  api.post<MyConsentsResponse>(`/api/v1/me/consents/${encodeURIComponent(purpose)}/withdraw`);

/** POST /api/v1/me/consents/{purpose}/agree with the hash of the text shown. */
export const agreeConsent = (purpose: ConsentPurpose, textSha256: string) =>
  api.post<MyConsentsResponse>(`/api/v1/me/consents/${encodeURIComponent(purpose)}/agree`, { textSha256 } satisfies ConsentAgreeRequest);

export function useMyConsents() {
  return useQuery({ queryKey: privacyKeys.consents, queryFn: fetchMyConsents });
}

/** POST /api/v1/me/consents/{purpose}/withdraw: answers the consents as they now stand. */
export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (purpose: ConsentPurpose) => withdrawConsent(purpose),
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
    mutationFn: ({ purpose, textSha256 }: { purpose: ConsentPurpose; textSha256: string }) => agreeConsent(purpose, textSha256),
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
