import { z } from '../http/schemas/zod-thai.js';

/** GET /api/health/live (issue 19 item 6): the process answers. */
export const LivenessAnswer = z.object({ status: z.literal('ok') });

/** GET /api/health (readiness, libs/contracts HealthReport): 200 ok, 503 degraded. */
export const HealthAnswer = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'in-process']),
  relay: z.enum(['listening', 'polling', 'none']),
  readReplica: z.enum(['up', 'down']).optional(),
});

const liffIds = z.object({
  tele: z.string(),
  tele2: z.string(),
  booking: z.string(),
  phr: z.string(),
  deactivate: z.string(),
  default: z.string(),
});

/** GET /api/config (libs/contracts ClientConfig): the run-time settings the web app needs, nothing secret. */
export const ClientConfigAnswer = z.object({
  teleHospitalName: z.string(),
  links: z.object({ facebook: z.string(), website: z.string() }),
  vaccineCertUrl: z.string(),
  vaccineReportUrl: z.string(),
  liff: z.object({ ids: liffIds, mock: z.boolean(), mockTokenUrl: z.string().nullable() }),
  hisStandIn: z.boolean(),
});
