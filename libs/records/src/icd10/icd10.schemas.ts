import { Icd10OptionsAnswer, Icd10SaveBody } from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';
import { ICD10_KEYWORD_MAX, icd10Keyword } from '@hospital/rules';

/**
 * GET /api/v1/icd10?Keyword= (care-services §5): the keyword as searched (trimmed, cut at
 * 100 characters), or null when there is nothing to search (an empty list, no query).
 */
export const Icd10SearchQuery = z.object({
  Keyword: z
    .string()
    .meta({ description: `a code prefix or words of the title; read up to ${ICD10_KEYWORD_MAX} characters`, example: 'atopic' })
    .optional()
    .transform((v) => icd10Keyword(v)),
});
export type Icd10SearchInput = z.output<typeof Icd10SearchQuery>;

/** The options found and PUT /api/v1/icd10/{ClinicVisitKey} {labels}: declared once in libs/contracts (records-calls.ts, issue 30 item 2). */
export { Icd10OptionsAnswer, Icd10SaveBody };
export type Icd10SaveInput = z.output<typeof Icd10SaveBody>;

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ Icd10OptionsAnswer, Icd10SaveBody });
