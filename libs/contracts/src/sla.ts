/**
 * Issue 14 items 1 and 2: the SLA settings an Admin edits and the breaches the job found
 * (GET/PUT /api/v1/admin/sla, GET /api/v1/admin/sla/breaches). Times are ISO instants.
 */
export type SlaCountingKind = 'office' | 'calendar';

/** SlaSetting, SlaSettingsResponse, SlaBreach and SlaBreachesResponse are inferred from their schemas (sla-calls.ts, issue 30 item 2). */

/** PUT /api/v1/admin/sla: the statuses to change (others stay as they are). */
export interface SlaSettingsUpdate {
  data: Array<{ flowStatus: number; limitMinutes: number | null; counting?: SlaCountingKind | null }>;
}

