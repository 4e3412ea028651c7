import { z } from '@hospital/core';
import { PATIENT_SEARCH_MESSAGES, REPORT_PAGE_SIZE } from '@hospital/rules';

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

/** GET /api/v1/data/report?PageNumber&PageSize (care-services §7, §9 50 rows a page). */
export const ReportQuery = z.object({
  PageNumber: pageField(1, 999_999).meta({ description: 'from 1; default 1' }),
  PageSize: pageField(REPORT_PAGE_SIZE, REPORT_PAGE_SIZE).meta({ description: `1–${REPORT_PAGE_SIZE}; default ${REPORT_PAGE_SIZE}` }),
});
export type ReportInput = z.output<typeof ReportQuery>;

/** §3 Report row, a page of them. */
export const ReportAnswer = z.object({
  data: z.array(
    z.object({
      piNote: z.string(),
      peNote: z.string(),
      nurseNote: z.string(),
      visitKey: z.string(),
      hxNote: z.string(),
      searchCode: z.string(),
      rosNote: z.string(),
      ccNote: z.string(),
    }),
  ),
  totalCount: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});
