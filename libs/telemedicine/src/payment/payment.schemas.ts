import { z, nameSchemas } from '@hospital/core';
import { SlipCheckAnswer } from '../cases/tele-answers.schemas.js';

/** TelePaymentResponse (issue 13 item 3): what the patient pays and the PromptPay QR (null while the HIS has no costs). */
export const TelePaymentAnswer = z.object({
  amount: z.number().nullable().meta({ description: 'baht with satang; null while the HIS has no costs' }),
  items: z.array(z.object({ name: z.string(), amount: z.number() })),
  promptPay: z
    .object({
      payload: z.string().meta({ description: 'the EMVCo text the page draws as a QR' }),
      receiverName: z.string(),
      reference: z.string(),
      referenceInQr: z.boolean().meta({ description: 'issue 32 item 7: the QR carries the reference (a bill payment with ref1); false for a plain PromptPay ID (AnyID: receiver and amount only)' }),
    })
    .nullable(),
});

/** SlipChecksResponse (issue 13 item 5): every slip check of the case, newest first. */
export const SlipChecksAnswer = z.object({ data: z.array(SlipCheckAnswer) });

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ TelePaymentAnswer, SlipChecksAnswer });
