import { z } from './input/zod-thai.js';

/**
 * Issue 32 item 7, one declaration per call: the e-Receipt's public check, GET
 * /api/v1/receipts/verify/{code} (no sign-in; the code is the one in the receipt's QR), declared
 * once as the zod schema the api documents and the verification page reads; its type is inferred
 * here. libs/telemedicine's receipt.schemas.ts re-exports and names it. The receipt itself
 * (GET /api/v1/tele/{teleID}/receipt) answers application/pdf.
 */

/** The path parameter: a code no receipt has (unknown, mistyped, altered) reads as not found (404), whatever its shape. */
export const ReceiptCodeParam = z.string().max(100).meta({ description: "the verification code of the receipt's QR (base64url)" });

/** What the public may know of a genuine receipt: enough to match the paper in hand, never who paid in full. */
export const ReceiptVerifyAnswer = z.object({
  receiptNumber: z.string().meta({ description: "the running number of the Thai fiscal year, e.g. 'RC2570-000001'" }),
  issuedAt: z.string().meta({ description: 'when it was issued (ISO 8601)' }),
  issuedDateText: z.string().meta({ description: "the date of issue in the Buddhist era, 'D MMMM BBBB'" }),
  total: z.number().meta({ description: 'baht with satang' }),
  totalText: z.string().meta({ description: "the total as printed, '1,234.50'" }),
  payerName: z.string().meta({ description: "the payer's name, masked ('นายสม*** ใ***')" }),
  hospitalName: z.string().meta({ description: 'who issued it' }),
});
/** GET /api/v1/receipts/verify/{code}. */
export type ReceiptVerification = z.output<typeof ReceiptVerifyAnswer>;
