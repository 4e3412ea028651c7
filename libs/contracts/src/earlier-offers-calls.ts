import { z } from './input/zod-thai.js';

/**
 * Issue 32 item 3, one declaration per call: the patient's opt-in 'แจ้งฉันถ้ามีคิวเร็วขึ้น' on a
 * clinic booking (PUT /api/v1/bookings/{bookingID}/earlier-offers, the bookings domain's) or a
 * telemedicine case (PUT /api/v1/tele/{teleID}/earlier-offers, telemedicine's), and Admin's
 * figures of the offers (GET /api/v1/calendar/earlier-offers/summary, the calendar domain's).
 */
export const EarlierOffersFields = z.object({
  wanted: z.boolean({ error: 'กรุณาระบุว่าต้องการรับแจ้งคิวเร็วขึ้นหรือไม่' }).meta({ description: 'true: offer me a freed earlier slot on LINE', example: true }),
});
export type EarlierOffersRequest = z.input<typeof EarlierOffersFields>;

export const EarlierOffersAnswer = z.object({
  message: z.string(),
  data: z.object({ id: z.string(), wanted: z.boolean() }),
});
export type EarlierOffersResponse = z.output<typeof EarlierOffersAnswer>;

/** The thank-you of the opt-in (both kinds). */
export const EARLIER_OFFERS_MESSAGES = {
  on: 'เราจะแจ้งทาง LINE เมื่อมีคิวเร็วขึ้น',
  off: 'ยกเลิกการแจ้งคิวเร็วขึ้นแล้ว',
} as const;

const dateKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'กรุณาระบุวันที่เป็น YYYY-MM-DD');

/** GET /api/v1/calendar/earlier-offers/summary?from&to: offers created in [from, to] (Bangkok days). */
export const EarlierOffersSummaryQuery = z.object({
  from: dateKey.meta({ description: 'first day, YYYY-MM-DD', example: '2026-11-01' }),
  to: dateKey.meta({ description: 'last day, YYYY-MM-DD', example: '2026-11-30' }),
});
export type EarlierOffersSummaryRequest = z.input<typeof EarlierOffersSummaryQuery>;

export const EarlierOffersSummaryAnswer = z.object({
  sent: z.number().int(),
  accepted: z.number().int(),
  gone: z.number().int(),
  /** 'ไม่สนใจ': the patient kept their appointment. */
  declined: z.number().int(),
  expired: z.number().int(),
  /** Still open (sent, not yet expired). */
  open: z.number().int(),
  /** Days gained by accepted offers (before − after): the sum and the median (null: none). */
  daysGainedSum: z.number().int(),
  daysGainedMedian: z.number().nullable(),
});
export type EarlierOffersSummary = z.output<typeof EarlierOffersSummaryAnswer>;
