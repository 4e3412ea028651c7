import { z } from '@hospital/core';
import { CLINICAL_MESSAGES, isHospitalNumber } from '@hospital/rules';

/** GET /api/v1/patient/clinicvisit/{hn} (care-services §7, §9 HN: 7 letters or digits). */
export const HistoryHnParam = z
  .string()
  .max(20, { error: CLINICAL_MESSAGES.hnInvalid })
  .refine(isHospitalNumber, { error: CLINICAL_MESSAGES.hnInvalid })
  .meta({ description: 'the HN, 7 letters or digits', example: '6500123' });
