import { z, nameSchemas } from '@hospital/core';
import { CLINICAL_MESSAGES, ICD10_KEYWORD_MAX, ICD10_MAX_CODES_PER_VISIT, icd10Keyword } from '@hospital/rules';

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

export const Icd10OptionsAnswer = z.object({
  data: z.array(z.object({ value: z.string().meta({ example: 'L20.9' }), label: z.string().meta({ example: 'L20.9 Atopic dermatitis, unspecified' }) })),
});

/**
 * PUT /api/v1/icd10/{ClinicVisitKey} {labels} (care-services §7): the chosen codes, at most
 * 20. Each code's form and whether the list has it are icd10Selection's and the server's.
 */
export const Icd10SaveBody = z.object(
  {
    labels: z
      .array(z.string({ error: CLINICAL_MESSAGES.icd10LabelsInvalid }).max(100), { error: CLINICAL_MESSAGES.icd10LabelsInvalid })
      .max(ICD10_MAX_CODES_PER_VISIT, { error: CLINICAL_MESSAGES.icd10TooMany })
      .meta({ description: "the visit's codes (replacing them); [] clears them", example: ['L20.9', 'B35.3'] }),
  },
  { error: CLINICAL_MESSAGES.icd10LabelsInvalid },
);
export type Icd10SaveInput = z.output<typeof Icd10SaveBody>;

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ Icd10OptionsAnswer, Icd10SaveBody });
