import type {
  AuditLogResponse,
  ConsentPurpose,
  ConsentTextVersion,
  SignInActivity,
  SlaBreachesResponse,
  SlaSettingsResponse,
  SlaSettingsUpdate,
} from '@hospital/contracts';
import { api } from './client';

/**
 * Admin's calls: the audit log and the sign-in activity (issue 14), the consent texts
 * (issue 15/28), the SLA limits and breaches, and the session cookie of the queue dashboard.
 */

/** GET /api/v1/audit/signins: the latest sign-in attempts. */
export function fetchSignInActivity(): Promise<{ data: SignInActivity[] }> {
  return api.get<{ data: SignInActivity[] }>('/api/v1/audit/signins');
}

/** GET /api/v1/audit/log?{query} (issue 14 item 5): one page of the audit log; `query` from auditQueryString. */
export function fetchAuditLog(query: string): Promise<AuditLogResponse> {
  return api.get<AuditLogResponse>(`/api/v1/audit/log?${query}`);
}

/** POST /api/v1/ops/queues/session: the cookie that opens /ops/queues for this Admin. */
export function openQueuesSession(): Promise<unknown> {
  return api.post('/api/v1/ops/queues/session');
}

/** GET /api/v1/admin/consent-texts: every version of every purpose's text. */
export function fetchConsentTexts(): Promise<ConsentTextVersion[]> {
  return api.get<ConsentTextVersion[]>('/api/v1/admin/consent-texts');
}

/** POST /api/v1/admin/consent-texts: publish a new version; answers every version. */
export function publishConsentText(body: { purpose: ConsentPurpose; version: string; text: string }): Promise<ConsentTextVersion[]> {
  return api.post<ConsentTextVersion[]>('/api/v1/admin/consent-texts', body);
}

/** GET /api/v1/admin/sla: the time limit of each flow status. */
export function fetchSlaSettings(): Promise<SlaSettingsResponse> {
  return api.get<SlaSettingsResponse>('/api/v1/admin/sla');
}

/** PUT /api/v1/admin/sla: the new limits; answers them with the Thai message. */
export function saveSlaSettings(body: SlaSettingsUpdate): Promise<SlaSettingsResponse & { msg: string }> {
  return api.put<SlaSettingsResponse & { msg: string }>('/api/v1/admin/sla', body);
}

/** GET /api/v1/admin/sla/breaches[?date=YYYY-MM-DD]: the breaches of a day (today when absent). */
export function fetchSlaBreaches(date: string | null): Promise<SlaBreachesResponse> {
  return api.get<SlaBreachesResponse>(`/api/v1/admin/sla/breaches${date ? `?date=${encodeURIComponent(date)}` : ''}`);
}
