import { AuditLogAnswer } from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, AUDIT_SEARCH_MAX_LENGTH, AUDIT_VIEWER_MESSAGES, MESSAGES, PATIENT_SEARCH_MESSAGES, REPORT_FILTER_MESSAGES, dateSpanProblem, isBoundedDay, isIsoDay, isOutOfBoundsYear } from '@hospital/rules';

/** PageNumber or PageSize: digits from 1 to `max`; absent or '' takes `fallback` (as the report's). */
const pageField = (fallback: number, max: number) =>
  z
    .union([z.literal(''), z.string().regex(/^[0-9]{1,6}$/, { error: PATIENT_SEARCH_MESSAGES.badPage })], { error: PATIENT_SEARCH_MESSAGES.badPage })
    .optional()
    .transform((v) => (v ? Number(v) : fallback))
    .pipe(z.number().min(1, { error: PATIENT_SEARCH_MESSAGES.badPage }).max(max, { error: PATIENT_SEARCH_MESSAGES.badPage }));

/** A searched person: a name, login, HN, national ID or account id; '' or absent: anyone. */
const who = z
  .string({ error: AUDIT_VIEWER_MESSAGES.badSearch })
  .trim()
  .max(AUDIT_SEARCH_MAX_LENGTH, { error: AUDIT_VIEWER_MESSAGES.badSearch })
  .optional()
  .transform((v) => v || null);

const day = z
  .string({ error: REPORT_FILTER_MESSAGES.badDate })
  .optional()
  .transform((v) => v || null)
  // Issue 28 item 4: a year past 1900–2200 has its own message.
  .refine((v) => v === null || !isOutOfBoundsYear(v), { error: MESSAGES.dateYearOutOfRange, abort: true })
  .refine((v) => v === null || (isIsoDay(v) && isBoundedDay(v)), { error: REPORT_FILTER_MESSAGES.badDate });

/** Issue 14 item 5: GET /api/v1/audit/log — the audit log search, newest first, paged. */
export const AuditSearchQuery = z
  .object({
    PageNumber: pageField(1, 999_999).meta({ description: 'from 1; default 1' }),
    PageSize: pageField(AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE).meta({ description: `1–${AUDIT_PAGE_SIZE}; default ${AUDIT_PAGE_SIZE}` }),
    actor: who.meta({ description: 'who acted: name, login, e-mail, HN, national ID or account id' }),
    patient: who.meta({ description: "whose data: name, HN, national ID or account id" }),
    action: z
      .union([z.literal(''), z.enum(AUDIT_ACTIONS as [string, ...string[]], { error: AUDIT_VIEWER_MESSAGES.badAction })], { error: AUDIT_VIEWER_MESSAGES.badAction })
      .optional()
      .transform((v) => v || null),
    from: day.meta({ description: 'first Bangkok day, YYYY-MM-DD' }),
    to: day.meta({ description: 'last Bangkok day, YYYY-MM-DD, inclusive' }),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', message: REPORT_FILTER_MESSAGES.reversed, path: ['to'] });
    // Issue 28 item 4: a list's range is at most a year too.
    const tooLong = q.from && q.to ? dateSpanProblem(q.from, q.to) : null;
    if (tooLong) ctx.addIssue({ code: 'custom', message: tooLong, path: ['to'] });
  });
export type AuditSearchInput = z.output<typeof AuditSearchQuery>;

/** The answer, declared once in contracts. */
export { AuditLogAnswer };

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ AuditLogAnswer });
