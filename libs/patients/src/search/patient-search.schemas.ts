import { PatientSearchAnswer } from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';
import { PATIENT_SEARCH, PATIENT_SEARCH_MESSAGES, keywordProblem, normalizeKeyword } from '@hospital/rules';

/**
 * PageNumber or PageSize of a paged list (care-services §9, as pageOf reads them): digits,
 * from 1 to `max`; absent or '' takes `fallback`; anything else answers the page message.
 */
const pageField = (fallback: number, max: number) =>
  z
    .union([z.literal(''), z.string().regex(/^[0-9]{1,6}$/, { error: PATIENT_SEARCH_MESSAGES.badPage })], { error: PATIENT_SEARCH_MESSAGES.badPage })
    .optional()
    .transform((v) => (v ? Number(v) : fallback))
    .pipe(z.number().min(1, { error: PATIENT_SEARCH_MESSAGES.badPage }).max(max, { error: PATIENT_SEARCH_MESSAGES.badPage }));

/**
 * GET /api/v1/user?Keyword&PageNumber&PageSize (care-services §5 from the 3rd character, §9
 * pages of at most 50). The keyword is read as searched (trimmed, inner spaces made one) and
 * keywordProblem, the page's own rule, names what is wrong with it.
 */
export const PatientSearchQuery = z.object({
  Keyword: z
    .string({ error: PATIENT_SEARCH_MESSAGES.keywordTooShort })
    .meta({ description: `name, HN, national ID or phone: ${PATIENT_SEARCH.minKeyword}–${PATIENT_SEARCH.maxKeyword} characters`, example: 'มาลี' })
    .superRefine((keyword, ctx) => {
      const problem = keywordProblem(keyword);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(normalizeKeyword),
  PageNumber: pageField(1, 999_999).meta({ description: 'from 1; default 1' }),
  PageSize: pageField(PATIENT_SEARCH.pageSize, PATIENT_SEARCH.pageSize).meta({ description: `1–${PATIENT_SEARCH.pageSize}; default ${PATIENT_SEARCH.pageSize}` }),
});
export type PatientSearchInput = z.output<typeof PatientSearchQuery>;

/** The patients found, a page at a time: declared once in libs/contracts (records-calls.ts, issue 30 item 2). */
export { PatientSearchAnswer };

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ PatientSearchAnswer });
