/** Issue 14 item 5: what the audit viewer asks GET /api/v1/audit/log for. */
export interface AuditFilterValues {
  actor: string;
  patient: string;
  action: string;
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FILTERS: AuditFilterValues = { actor: '', patient: '', action: '', from: '', to: '' };

export function auditQueryString(f: AuditFilterValues, pageNumber: number, pageSize: number): string {
  const params = new URLSearchParams({ PageNumber: String(pageNumber), PageSize: String(pageSize) });
  for (const key of ['actor', 'patient', 'action', 'from', 'to'] as const) if (f[key].trim()) params.set(key, f[key].trim());
  return params.toString();
}
