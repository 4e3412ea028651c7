import { z } from './input/zod-thai.js';

/**
 * Issue 30 item 2, one declaration per call: the money path's answers (issue 13) — what the
 * patient pays with the PromptPay QR, and what the worker read from each payment slip — declared
 * once as the zod schemas the api documents; the types the api and the web use are inferred here.
 * libs/telemedicine's payment.schemas.ts and tele-answers.schemas.ts re-export and name them.
 */

/** What the worker read from a slip's QR code. */
export const SLIP_QR_STATES = ['pending', 'read', 'none'] as const;
export type SlipQrState = (typeof SLIP_QR_STATES)[number];

/** The bank's slip-verification answer: the transfer's amount against the case's. */
export const SLIP_VERIFICATIONS = ['match', 'mismatch', 'unknown'] as const;
export type SlipVerification = (typeof SLIP_VERIFICATIONS)[number];

/** One payment slip (file category 2) as Finance sees it, on the board and in the case. */
export const SlipCheckAnswer = z.object({
  fileID: z.uuid(),
  qr: z.enum(SLIP_QR_STATES),
  sendingBank: z.string().nullable().meta({ description: "the sending bank's 3-digit code, when the QR was read" }),
  sendingBankName: z.string().nullable(),
  transRef: z.string().nullable(),
  duplicateOf: z
    .array(z.object({ teleID: z.uuid(), appointDatetimeText: z.string(), fullName: z.string() }))
    .meta({ description: 'other cases whose slip carries the same reference (the same slip sent twice is a known fraud)' }),
  verification: z.enum(SLIP_VERIFICATIONS).nullable().meta({ description: 'null: no verification API is configured for the bank (or the QR was not read)' }),
  verifiedAmount: z.number().nullable().meta({ description: 'the amount the bank reports for the transfer, when it knows it' }),
  readAt: z.string().nullable(),
});
export type SlipCheck = z.output<typeof SlipCheckAnswer>;

/** GET /api/v1/tele/{teleID}/slips: every slip check of a case, newest first (Finance/Admin, the owner). */
export const SlipChecksAnswer = z.object({ data: z.array(SlipCheckAnswer) });
export type SlipChecksResponse = z.output<typeof SlipChecksAnswer>;

/** One line of what the patient pays (from the HIS's cost rows: svname, netcost), baht with satang. */
const PaymentItemSchema = z.object({ name: z.string(), amount: z.number() });
export type PaymentItem = z.output<typeof PaymentItemSchema>;

/**
 * GET /api/v1/tele/{teleID}/payment: the case's owner and Finance/Admin. `amount` is null while the
 * HIS has no costs for the case (the page refuses a slip then); `promptPay.payload` is the EMVCo
 * string the page draws as a QR, carrying `amount`.
 */
export const TelePaymentAnswer = z.object({
  amount: z.number().nullable().meta({ description: 'baht with satang; null while the HIS has no costs' }),
  items: z.array(PaymentItemSchema),
  promptPay: z
    .object({
      payload: z.string().meta({ description: 'the EMVCo text the page draws as a QR' }),
      receiverName: z.string().meta({ description: "who receives the money, for people ('โรงพยาบาล…' and the masked PromptPay ID)" }),
      reference: z.string().meta({ description: "the case's payment reference (ref1 of a biller QR; shown to the patient)" }),
      referenceInQr: z.boolean().meta({ description: 'issue 32 item 7: the QR carries the reference (a bill payment with ref1); false for a plain PromptPay ID (AnyID: receiver and amount only)' }),
    })
    .nullable(),
});
export type TelePaymentResponse = z.output<typeof TelePaymentAnswer>;
