/** Booking, the calls' bodies and answers are inferred from their schemas (bookings-calls.ts, issue 30 item 2). */

/**
 * In-person booking shapes of care-services §3 (Booking), §4 (booking status) and §7
 * (the bookings calls), written once for the api and the web. Dates are Bangkok calendar
 * dates 'YYYY-MM-DD', times 'HH:mm'.
 */

/** §4 Booking status: 0 pending, 1 confirmed (attending), −1 cancelled. */
export const BOOKING_STATUS = { pending: 0, confirmed: 1, cancelled: -1 } as const;
export type BookingStatus = (typeof BOOKING_STATUS)[keyof typeof BOOKING_STATUS];

/** Query of GET /api/v1/bookings (§7, staff). */
export interface BookingListQuery {
  AppointDatetime?: string;
  BookingStatus?: string;
}

/** Realtime: a booking was created, confirmed, cancelled by the patient or changed by staff. */
export interface BookingChangedEvent {
  bookingID: string;
  userID: string;
  appointDate: string;
  bookingStatus: number;
  from: number | null;
  reason: 'created' | 'confirmed' | 'cancelled' | 'staff' | 'file' | 'served' | 'unserved' | 'rescheduled' | 'arrived' | 'noShow'; // issue 32 item 5: checked in, marked 'ไม่มาตามนัด'; issue 35 item 2: 'served' undone
}
