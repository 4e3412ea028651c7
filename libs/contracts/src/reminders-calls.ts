import { APPOINTMENT_KINDS } from './chat.js';
import { REMINDER_MESSAGES } from './input/reminder-messages.js';
import { z } from './input/zod-thai.js';

/**
 * Issue 31 item 4, one declaration per call: Admin's reminder rules (GET and PUT
 * /api/v1/line/reminder-rules): for each appointment kind, the lead times at which the patient
 * is reminded on LINE. Declared once here as the zod schemas the api checks and documents; their
 * types are inferred (the web imports them). The bounds of a lead (5 minutes to 14 days, at most
 * 4, none twice) are reminderLeadsProblem's (libs/rules reminders.ts, run by the Admin page too),
 * which the notifications domain's reminder-rules.schemas.ts adds to ReminderRulesFields.
 */

/** A lead of N whole minutes before the appointment. */
export const ReminderMinutesLead = z
  .strictObject({ minutes: z.number({ error: REMINDER_MESSAGES.leadInvalid }).int({ error: REMINDER_MESSAGES.leadInvalid }) })
  .meta({ description: 'N minutes before (5 to 20160)', example: { minutes: 120 } });
/** 18:00 Bangkok on the day before the appointment. */
export const ReminderEveningLead = z.strictObject({ eveningBefore: z.literal(true, { error: REMINDER_MESSAGES.leadInvalid }) }).meta({ description: '18:00 Bangkok the day before' });
export const ReminderLeadSchema = z.union([ReminderMinutesLead, ReminderEveningLead], { error: REMINDER_MESSAGES.leadInvalid });
/** One lead time of a reminder rule: `{minutes: N}` or `{eveningBefore: true}`. */
export type ReminderLead = z.output<typeof ReminderLeadSchema>;

const kind = z.enum(APPOINTMENT_KINDS, { error: REMINDER_MESSAGES.kindInvalid }).meta({ description: 'clinic, specialClinic, video, vaccine or hisFollowUp', example: 'video' });

/**
 * PUT /api/v1/line/reminder-rules: the kinds to change (others stay as they are), each with its
 * whole list of leads (an empty list: no reminder for that kind).
 */
export const ReminderRulesFields = z
  .object(
    {
      data: z
        .array(z.object({ kind, leads: z.array(ReminderLeadSchema, { error: REMINDER_MESSAGES.leadInvalid }) }, { error: REMINDER_MESSAGES.rulesInvalid }), { error: REMINDER_MESSAGES.rulesInvalid })
        .min(1, { error: REMINDER_MESSAGES.rulesInvalid })
        .max(APPOINTMENT_KINDS.length, { error: REMINDER_MESSAGES.kindRepeated })
        .refine((list) => new Set(list.map((r) => r.kind)).size === list.length, { error: REMINDER_MESSAGES.kindRepeated }),
    },
    { error: REMINDER_MESSAGES.rulesInvalid },
  )
  .meta({ example: { data: [{ kind: 'video', leads: [{ minutes: 1440 }, { minutes: 120 }] }] } });
/** PUT /api/v1/line/reminder-rules, as the web sends it. */
export type ReminderRulesUpdate = z.input<typeof ReminderRulesFields>;

/** One kind's rule: its leads now, the product's default, and whether anything can be reminded of it (a source exists). */
export const ReminderRuleAnswer = z.object({
  kind,
  kindName: z.string().meta({ example: 'พบแพทย์ทางวิดีโอ' }),
  leads: z.array(ReminderLeadSchema),
  defaultLeads: z.array(ReminderLeadSchema),
  hasSource: z.boolean().meta({ description: 'false: no domain lists appointments of this kind yet, so a rule reminds of nothing' }),
});
export type ReminderRule = z.output<typeof ReminderRuleAnswer>;

/** GET and PUT /api/v1/line/reminder-rules: every kind's rule; after a save, the Thai message. */
export const ReminderRulesAnswer = z.object({ data: z.array(ReminderRuleAnswer), msg: z.string().optional() });
export type ReminderRulesResponse = z.output<typeof ReminderRulesAnswer>;
