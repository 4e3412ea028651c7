import { z } from './input/zod-thai.js';

/**
 * Issue 33 item 4: who booked, when a caregiver booked for the person (X-Acting-For) — the
 * caregiver's name and phone as they were then. Staff see 'จองโดยผู้ดูแล: <name> <phone>' on the
 * case (GET /api/v1/tele/info/{teleID}) and on the booking (GET /api/v1/bookings); null when the
 * person booked themselves.
 */
export const BookedByAnswer = z
  .object({
    fullName: z.string().meta({ example: 'นางสมใจ ใจดี' }),
    phone: z.string().nullable().meta({ example: '0812345678' }),
  })
  .nullable()
  .meta({ description: 'issue 33 item 4: the caregiver who booked for the person; null when the person booked themselves' });
export type BookedBy = z.output<typeof BookedByAnswer>;
