import { z } from './input/zod-thai.js';

/**
 * Issue 30 item 2, one declaration per call: the health and configuration answers declared once as
 * the zod schemas the api documents and the tests check answers against; their types are inferred
 * here (the web reads ClientConfig at start-up, as a type only). libs/core's health.schemas.ts re-exports them.
 */

/** GET /api/health/live (issue 19 item 6): the process answers. */
export const LivenessAnswer = z.object({ status: z.literal('ok') });

/**
 * GET /api/health (readiness): 200 ok, 503 degraded. relay (issue 36): how the outbox relay hears
 * of commits ('none' where no relay runs); readReplica (issue 29 item 6): only where
 * DATABASE_READ_URL is set — readiness does not depend on it (its reads go to the primary while it is down).
 */
export const HealthAnswer = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'in-process']),
  relay: z.enum(['listening', 'polling', 'none']),
  readReplica: z.enum(['up', 'down']).optional(),
});
export type HealthReport = z.output<typeof HealthAnswer>;

/**
 * The LIFF ids of accounts §2 (messaging-app entry): /tele, /tele2, /booking, /phr and
 * /deactivate each have their own id; any other redirect gets the default one. The ids come
 * from configuration (GET /api/config).
 */
export const LiffIdsAnswer = z.object({
  tele: z.string(),
  tele2: z.string(),
  booking: z.string(),
  phr: z.string(),
  deactivate: z.string(),
  default: z.string(),
});
export type LiffIds = z.output<typeof LiffIdsAnswer>;

/**
 * What the web app needs to run LIFF: `mock` (dev and tests) runs @line/liff-mock instead of the
 * LINE app, `mockTokenUrl` is where the local LINE stand-in issues a signed ID token for a demo user.
 */
export const LiffClientConfigAnswer = z.object({ ids: LiffIdsAnswer, mock: z.boolean(), mockTokenUrl: z.string().nullable() });
export type LiffClientConfig = z.output<typeof LiffClientConfigAnswer>;

/**
 * GET /api/config (public): the few run-time settings the web app needs, nothing secret.
 * vaccineCertUrl / vaccineReportUrl (care-services §2 Vaccine history): the ministry's certificate
 * site and the report form when a vaccination is missing; hisStandIn (issue 13 item 2): the HIS is
 * the local stand-in, so its data-entry page (/his-stand-in/:teleID) exists.
 */
export const ClientConfigAnswer = z.object({
  teleHospitalName: z.string(),
  links: z.object({ facebook: z.string(), website: z.string() }),
  vaccineCertUrl: z.string(),
  vaccineReportUrl: z.string(),
  liff: LiffClientConfigAnswer,
  hisStandIn: z.boolean(),
});
export type ClientConfig = z.output<typeof ClientConfigAnswer>;
