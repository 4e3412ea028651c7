import { QueuePlaceAnswer, SlipCheckAnswer, TeleCostRowAnswer, TeleDrugRowAnswer } from '@hospital/contracts';
import { idParam, z } from '@hospital/core';

/**
 * The answer shapes of the telemedicine domain (libs/contracts tele.ts, payment.ts), declared
 * once for the API docs (issue 19 item 2) and reused by every controller's schemas file.
 * Answers are documentation: they are not checked at run time.
 */

/** QueuePlace: declared once in libs/contracts (tele-calls.ts, issue 30 item 2). */
export { QueuePlaceAnswer };

/** SlipCheck: what the worker read from one payment slip (issue 13 item 5), declared once in contracts (payment-calls.ts). */
export { SlipCheckAnswer };

/** TeleRequest (care-services §3 Tele request), as the lists and the case pages read it. */
export const TeleRequestAnswer = z.object({
  teleID: z.uuid(),
  userID: z.uuid(),
  serviceType: z.number().int(),
  serviceTypeName: z.string(),
  appointDatetime: z.string().meta({ example: '2026-07-08T09:30' }),
  appointDate: z.string().meta({ example: '2026-07-08' }),
  appointTime: z.string().meta({ example: '09:30' }),
  appointDatetimeText: z.string(),
  lineID: z.string(),
  phone: z.string(),
  shippingAddress: z.string(),
  description: z.string(),
  flowStatus: z.number().int(),
  flowStatusName: z.string(),
  paymentMsg: z.string().nullable(),
  jsonTrackingNo: z.array(z.object({ barcode: z.string() })),
  parentID: z.uuid().nullable(),
  parentName: z.string().nullable(),
  hn: z.string().nullable(),
  fullName: z.string(),
  imageCount: z.number().int(),
  costsReady: z.boolean(),
  costTotal: z.number().nullable(),
  slip: SlipCheckAnswer.nullable(),
  queue: QueuePlaceAnswer.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** §3 cost and drug rows of the HIS: declared once in libs/contracts (tele-calls.ts, issue 30 item 2). */
export { TeleCostRowAnswer, TeleDrugRowAnswer };

/** The path parameter of every call on one case (a malformed id reads as an unknown case: 404). */
export const TeleIdParam = idParam('the telemedicine case (teleID)');
