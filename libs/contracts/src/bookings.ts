import type { QueuePlace } from './payment.js';

/**
 * In-person booking shapes of care-services §3 (Booking), §4 (booking status) and §7
 * (the bookings calls), written once for the api and the web. Dates are Bangkok calendar
 * dates 'YYYY-MM-DD', times 'HH:mm'.
 */

/** §4 Booking status: 0 pending, 1 confirmed (attending), −1 cancelled. */
export const BOOKING_STATUS = { pending: 0, confirmed: 1, cancelled: -1 } as const;
export type BookingStatus = (typeof BOOKING_STATUS)[keyof typeof BOOKING_STATUS];

/** §3 Booking, as the patient's list and the staff board read it. */
export interface Booking {
  bookingID: string;
  /** The patient's queue ticket for that day (1, 2, 3 … per appointment date, never shared). */
  bookingNumber: number;
  bookingStatus: BookingStatus;
  bookingStatusName: string;
  userID: string;
  fullName: string;
  phone: string;
  hn: string | null;
  /** 'YYYY-MM-DDTHH:mm' in Bangkok time (the time is the slot; regular hours use the opening time). */
  appointDatetime: string;
  appointDate: string;
  appointTime: string;
  /** Buddhist-era text for people: 'D MMMM BBBB HH:mm น.'. */
  appointDatetimeText: string;
  /** In-person service type (§9): 1 regular hours, 2 special clinic. */
  serviceType: number;
  serviceTypeName: string;
  /** Slot type (§9): 1 regular hours, 2 special clinic. */
  slotType: number;
  slotTypeName: string;
  description: string;
  /** Images sent with the booking (category 0). */
  imageCount: number;
  /** When staff marked the patient served (the queue moves on), else null. */
  servedAt: string | null;
  /** The place in the day's queue of the booking's slot (today only, until served), else null. */
  queue: QueuePlace | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * POST /api/v1/bookings (§7). Held to BookingCreateBody by a typecheck (issue 30 item 3): the
 * day is appointDate, else the day of appointDatetime; serviceType may be left out.
 */
export interface BookingCreateRequest {
  serviceType?: number;
  slotType: number;
  appointDatetime?: string;
  appointDate?: string;
  /** Required for the special clinic (slot type 2); regular hours may leave it empty. */
  appointTime?: string;
  description: string;
}

/** The answer of POST /api/v1/bookings. */
export interface BookingCreateResponse {
  data: { bookingID: string; bookingNumber: number; appointDatetime: string; appointTime: string };
}

/** PUT /api/v1/bookings/updatestatus/{bookingID} (§7). */
export interface BookingStatusUpdateRequest {
  bookingStatus: number;
}

/** The answer of the status update: the booking as stored (§7 reads data.appointDatetime, appointTime). */
export interface BookingStatusUpdateResponse {
  message: string;
  data: Booking;
}

/** Query of GET /api/v1/bookings (§7, staff). */
export interface BookingListQuery {
  AppointDatetime?: string;
  BookingStatus?: string;
}

/** The staff list: rows and the count per bookingStatus over the same day (without BookingStatus). */
export interface BookingListResponse {
  data: Booking[];
  counts: Record<string, number>;
}

/** GET /api/bookingstatus (§7, no auth). */
export interface BookingStatusRow {
  bookingStatus: number;
  bookingStatusName: string;
}

/** Realtime: a booking was created, confirmed, cancelled by the patient or changed by staff. */
export interface BookingChangedEvent {
  bookingID: string;
  userID: string;
  appointDate: string;
  bookingStatus: number;
  from: number | null;
  reason: 'created' | 'confirmed' | 'cancelled' | 'staff' | 'file' | 'served';
}
