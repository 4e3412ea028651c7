import { z } from './input/zod-thai.js';

/**
 * Issue 30 item 2, one declaration per call: Admin's SLA answers (issue 14 items 1 and 2:
 * GET/PUT /api/v1/admin/sla, GET /api/v1/admin/sla/breaches; times are ISO instants) declared once
 * as the zod schemas the api documents and the tests check answers against; their types are
 * inferred here. libs/telemedicine's sla-admin.schemas.ts re-exports and names them.
 */

const countingAnswer = z.enum(['office', 'calendar']).nullable();

/** One flowStatus's limit; limitMinutes null = no limit at this status; default…: the default for it (null: none). */
export const SlaSettingAnswer = z.object({
  flowStatus: z.number().int(),
  flowStatusName: z.string(),
  limitMinutes: z.number().int().nullable(),
  counting: countingAnswer,
  defaultMinutes: z.number().int().nullable(),
  defaultCounting: countingAnswer,
});
export type SlaSetting = z.output<typeof SlaSettingAnswer>;

/** The settings, the hospital's office hours the office counting uses (in words), and after a save its Thai message. */
export const SlaSettingsAnswer = z.object({
  data: z.array(SlaSettingAnswer),
  officeHoursText: z.string(),
  msg: z.string().optional(),
});
export type SlaSettingsResponse = z.output<typeof SlaSettingsAnswer>;

/** A breach the job found: resolved — the case has left that status since; notified — the staff LINE group was told (one found long after its due time is only listed). */
export const SlaBreachAnswer = z.object({
  breachID: z.string(),
  teleID: z.string(),
  serviceType: z.number().int(),
  fullName: z.string(),
  hn: z.string().nullable(),
  flowStatus: z.number().int(),
  flowStatusName: z.string(),
  statusSince: z.string(),
  dueAt: z.string(),
  foundAt: z.string(),
  limitText: z.string(),
  resolved: z.boolean(),
  notified: z.boolean(),
});
export type SlaBreach = z.output<typeof SlaBreachAnswer>;

/** The breaches of a Bangkok day (date: YYYY-MM-DD). */
export const SlaBreachesAnswer = z.object({ date: z.string(), data: z.array(SlaBreachAnswer) });
export type SlaBreachesResponse = z.output<typeof SlaBreachesAnswer>;
