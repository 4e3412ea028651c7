import { SlaBreachesAnswer, SlaSettingsAnswer } from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';
import { SLA_COUNTINGS, SLA_LIMIT_MAX_MINUTES, SLA_LIMIT_MIN_MINUTES, SLA_MESSAGES, SLA_STATUSES, MESSAGES, isBoundedDay, isDateKey, isOutOfBoundsYear } from '@hospital/rules';

/**
 * Issue 14 items 1 and 2: Admin's SLA calls. PUT /api/v1/admin/sla {data: [{flowStatus,
 * limitMinutes, counting}]}: a limit is whole minutes from 1 to 30 days (null removes the
 * status's limit); each status once; 7 (received) has none.
 */
const flowStatus = z
  .number({ error: SLA_MESSAGES.statusInvalid })
  .int({ error: SLA_MESSAGES.statusInvalid })
  .refine((s) => (SLA_STATUSES as readonly number[]).includes(s), { error: SLA_MESSAGES.statusInvalid })
  .meta({ description: 'a flowStatus other than 7', example: 0 });
const limitMinutes = z
  .number({ error: SLA_MESSAGES.limitInvalid })
  .int({ error: SLA_MESSAGES.limitInvalid })
  .min(SLA_LIMIT_MIN_MINUTES, { error: SLA_MESSAGES.limitInvalid })
  .max(SLA_LIMIT_MAX_MINUTES, { error: SLA_MESSAGES.limitInvalid })
  .nullable()
  .meta({ description: `minutes, ${SLA_LIMIT_MIN_MINUTES}–${SLA_LIMIT_MAX_MINUTES}; null = no limit`, example: 30 });
const counting = z.enum(SLA_COUNTINGS as ['office', 'calendar'], { error: SLA_MESSAGES.countingInvalid }).nullable().optional().meta({
  description: "'office' (office hours on the hospital calendar) or 'calendar' (every minute); default office",
  example: 'office',
});

export const SlaSettingsBody = z
  .object(
    {
      data: z
        .array(z.object({ flowStatus, limitMinutes, counting }, { error: SLA_MESSAGES.settingsInvalid }), { error: SLA_MESSAGES.settingsInvalid })
        .min(1, { error: SLA_MESSAGES.settingsInvalid })
        .max(SLA_STATUSES.length, { error: SLA_MESSAGES.statusRepeated })
        .refine((list) => new Set(list.map((s) => s.flowStatus)).size === list.length, { error: SLA_MESSAGES.statusRepeated }),
    },
    { error: SLA_MESSAGES.settingsInvalid },
  )
  .meta({ example: { data: [{ flowStatus: 0, limitMinutes: 30, counting: 'office' }] } });
export type SlaSettingsInput = z.output<typeof SlaSettingsBody>;

/** GET /api/v1/admin/sla/breaches?date=YYYY-MM-DD (absent: today in Bangkok). */
export const SlaBreachesQuery = z.object({
  date: z
    .string({ error: SLA_MESSAGES.dateInvalid })
    .trim()
    .refine((v) => !isOutOfBoundsYear(v), { error: MESSAGES.dateYearOutOfRange, abort: true })
    .refine((v) => isDateKey(v) && isBoundedDay(v), { error: SLA_MESSAGES.dateInvalid })
    .optional()
    .meta({ description: 'a Bangkok day YYYY-MM-DD; absent: today', example: '2026-11-23' }),
});
export type SlaBreachesQueryInput = z.output<typeof SlaBreachesQuery>;

/** The settings and the breaches: declared once in libs/contracts (sla-calls.ts, issue 30 item 2). */
export { SlaBreachesAnswer, SlaSettingsAnswer };

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ SlaSettingsBody, SlaSettingsAnswer, SlaBreachesAnswer });
