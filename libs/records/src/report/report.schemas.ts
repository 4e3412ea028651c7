import { CasesReportAnswer, ReportAnswer } from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';
import { FLOW_STATUSES, MESSAGES, PATIENT_SEARCH_MESSAGES, REPORT_FILTER_MESSAGES, REPORT_FORMATS, REPORT_PAGE_SIZE, TELE_SERVICE_NAMES, isOutOfBoundsYear, reportRangeProblem } from '@hospital/rules';

/**
 * PageNumber or PageSize (care-services §9, as pageOf reads them): digits from 1 to `max`;
 * absent or '' takes `fallback`; anything else answers the page message.
 */
const pageField = (fallback: number, max: number) =>
  z
    .union([z.literal(''), z.string().regex(/^[0-9]{1,6}$/, { error: PATIENT_SEARCH_MESSAGES.badPage })], { error: PATIENT_SEARCH_MESSAGES.badPage })
    .optional()
    .transform((v) => (v ? Number(v) : fallback))
    .pipe(z.number().min(1, { error: PATIENT_SEARCH_MESSAGES.badPage }).max(max, { error: PATIENT_SEARCH_MESSAGES.badPage }));

/** An optional whole number from a list ('' or absent: none), with the field's Thai message. */
const oneOf = (values: readonly number[], message: string) =>
  z
    .union([z.literal(''), z.string().regex(/^-?[0-9]{1,3}$/, { error: message })], { error: message })
    .optional()
    .transform((v) => (v ? Number(v) : null))
    .refine((v) => v === null || values.includes(v), { error: message });

/**
 * An optional 'YYYY-MM-DD' (checked with its partner in the range check below); a year past
 * 1900–2200 is refused here, with its own message (issue 28 item 4).
 */
const day = z
  .string({ error: REPORT_FILTER_MESSAGES.badDate })
  .refine((v) => !isOutOfBoundsYear(v), { error: MESSAGES.dateYearOutOfRange, abort: true })
  .max(10, { error: REPORT_FILTER_MESSAGES.badDate })
  .optional();

/**
 * GET /api/v1/data/report?PageNumber&PageSize (care-services §7, §9 50 rows a page): the HIS
 * note rows, as before. Issue 14 item 4 adds `from` and `to` (both, ISO days, at most
 * REPORT_MAX_DAYS): then the answer is the cases report, filtered by ServiceType and
 * FlowStatus, as JSON or, with `format`, as a CSV or XLSX file.
 */
export const ReportQuery = z
  .object({
    PageNumber: pageField(1, 999_999).meta({ description: 'from 1; default 1' }),
    PageSize: pageField(REPORT_PAGE_SIZE, REPORT_PAGE_SIZE).meta({ description: `1–${REPORT_PAGE_SIZE}; default ${REPORT_PAGE_SIZE}` }),
    from: day.meta({ description: 'issue 14: first appointment day, YYYY-MM-DD (with `to`: the cases report)' }),
    to: day.meta({ description: 'issue 14: last appointment day, YYYY-MM-DD, inclusive' }),
    ServiceType: oneOf(Object.keys(TELE_SERVICE_NAMES).map(Number), REPORT_FILTER_MESSAGES.badServiceType).meta({ description: 'issue 14: telemedicine service type 1, 2, 3 or 5' }),
    FlowStatus: oneOf(FLOW_STATUSES, REPORT_FILTER_MESSAGES.badStatus).meta({ description: 'issue 14: flowStatus' }),
    format: z
      .enum(REPORT_FORMATS, { error: REPORT_FILTER_MESSAGES.badFormat })
      .optional()
      .meta({ description: 'issue 14: json (default), csv (UTF-8 with BOM) or xlsx; needs from and to' }),
  })
  .superRefine((q, ctx) => {
    const ranged = q.from !== undefined || q.to !== undefined;
    const filtered = ranged || q.ServiceType !== null || q.FlowStatus !== null || q.format !== undefined;
    if (!filtered) return;
    if (q.from === undefined || q.to === undefined || q.from === '' || q.to === '') {
      ctx.addIssue({ code: 'custom', message: REPORT_FILTER_MESSAGES.rangeNeeded, path: [q.from ? 'to' : 'from'] });
      return;
    }
    const problem = reportRangeProblem(q.from, q.to);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['to'] });
  });
export type ReportInput = z.output<typeof ReportQuery>;

/** §3 Report row, a page of them, and issue 14 item 4's cases report (with from and to): declared once in contracts. */
export { ReportAnswer, CasesReportAnswer };

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ ReportAnswer, CasesReportAnswer });
