/**
 * Issue 14 items 1 and 2: the SLA settings an Admin edits and the breaches the job found
 * (GET/PUT /api/v1/admin/sla, GET /api/v1/admin/sla/breaches). Times are ISO instants.
 */
export type SlaCountingKind = 'office' | 'calendar';

/** One flowStatus's limit; limitMinutes null = no limit at this status. */
export interface SlaSetting {
  flowStatus: number;
  flowStatusName: string;
  limitMinutes: number | null;
  counting: SlaCountingKind | null;
  /** The default for this status (null: none). */
  defaultMinutes: number | null;
  defaultCounting: SlaCountingKind | null;
}

export interface SlaSettingsResponse {
  data: SlaSetting[];
  /** The hospital's office hours the office counting uses, in words. */
  officeHoursText: string;
}

/** PUT /api/v1/admin/sla: the statuses to change (others stay as they are). */
export interface SlaSettingsUpdate {
  data: Array<{ flowStatus: number; limitMinutes: number | null; counting?: SlaCountingKind | null }>;
}

export interface SlaBreach {
  breachID: string;
  teleID: string;
  serviceType: number;
  fullName: string;
  hn: string | null;
  flowStatus: number;
  flowStatusName: string;
  statusSince: string;
  dueAt: string;
  foundAt: string;
  limitText: string;
  /** The case has left that status since. */
  resolved: boolean;
  /** The staff LINE group was told (a breach found long after its due time is only listed). */
  notified: boolean;
}

export interface SlaBreachesResponse {
  /** The Bangkok day listed, YYYY-MM-DD. */
  date: string;
  data: SlaBreach[];
}
