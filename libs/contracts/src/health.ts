import type { LiffClientConfig } from './liff.js';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  redis: 'up' | 'down' | 'in-process';
  /** Issue 36: how the outbox relay hears of commits ('none' where no relay runs). */
  relay: 'listening' | 'polling' | 'none';
  /**
   * Issue 29 item 6: the read replica (DATABASE_READ_URL), only where one is set. Readiness does
   * not depend on it: while it is down its reads go to the primary.
   */
  readReplica?: 'up' | 'down';
}

/** GET /api/config (public): the few run-time settings the web app needs, nothing secret. */
export interface ClientConfig {
  teleHospitalName: string;
  links: { facebook: string; website: string };
  /** care-services §2 Vaccine history: the ministry's certificate site; the report form when a vaccination is missing. */
  vaccineCertUrl: string;
  vaccineReportUrl: string;
  liff: LiffClientConfig;
  /** Issue 13 item 2: the HIS is the local stand-in, so its data-entry page (/his-stand-in/:teleID) exists. */
  hisStandIn: boolean;
}
