import { ReminderRulesAnswer, ReminderRulesFields } from '@hospital/contracts';
import { nameSchemas, z } from '@hospital/core';
import { reminderLeadsProblem } from '@hospital/rules';

/**
 * Issue 31 item 4, PUT /api/v1/line/reminder-rules: the body's shape is declared once in
 * libs/contracts (ReminderRulesFields); whether each kind's leads may be set (5 minutes to 14
 * days, at most 4, none twice) is reminderLeadsProblem's (libs/rules, run by the Admin page too),
 * answered 400 with its Thai message under the lead's field ('data.0.leads.1').
 */
export const ReminderRulesBody = ReminderRulesFields.superRefine((body, ctx) => {
  for (const [i, rule] of body.data.entries()) {
    const problem = reminderLeadsProblem(rule.leads);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.index === null ? ['data', i, 'leads'] : ['data', i, 'leads', problem.index] });
  }
});
export type ReminderRulesInput = z.output<typeof ReminderRulesBody>;

/** The rules as GET and PUT answer them: declared once in libs/contracts (reminders-calls.ts). */
export { ReminderRulesAnswer };

nameSchemas({ ReminderRulesBody, ReminderRulesAnswer });
