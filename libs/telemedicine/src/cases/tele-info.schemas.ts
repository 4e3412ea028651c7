import { BookedByAnswer, LineStatusAnswer } from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';
import { TeleCostRowAnswer, TeleDrugRowAnswer, TeleRequestAnswer } from './tele-answers.schemas.js';

/** TeleInfoResponse (care-services §3 Tele info response): the case, the patient, the HIS's costs and drugs. */
export const TeleInfoAnswer = z.object({
  profile: z.object({
    firstName: z.string(),
    lastName: z.string(),
    hn: z.string().nullable(),
    line: z.object({ product: z.string() }).nullable(),
    lineStatus: LineStatusAnswer, // issue 31 item 5: staff see 'ติดต่อทาง LINE ไม่ได้' on the case
  }),
  tele: TeleRequestAnswer,
  lineProfile: z.object({ displayName: z.string(), pictureUrl: z.string() }).nullable(),
  costList: z.array(TeleCostRowAnswer),
  costTotal: z.number(),
  drugList: z.array(TeleDrugRowAnswer),
  bookedBy: BookedByAnswer, // issue 33 item 4: 'จองโดยผู้ดูแล'
});

/** TeleCostResponse: the HIS's cost rows and their net total (baht with satang). */
export const TeleCostAnswer = z.object({ data: z.array(TeleCostRowAnswer), costTotal: z.number() });

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ TeleInfoAnswer, TeleCostAnswer });
