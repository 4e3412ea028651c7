import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type {
  Booking,
  BookingCreateRequest,
  BookingCreateResponse,
  BookingListResponse,
  BookingStatusUpdateRequest,
  BookingStatusUpdateResponse,
} from '@hospital/contracts';
import { api } from './client';

/**
 * The in-person booking calls of care-services §7 as the wizard (/booking), the patient's list
 * (profile tab) and the staff board (/admin/booking) use them. Query keys: the patient's list
 * under ['mybookings'], the staff board under ['bookingBoard'] (a realtime event invalidates
 * the prefix), the special-clinic slots under ['booking', 'timeslot', date, slotType].
 */
export const bookingKeys = {
  mine: (): QueryKey => ['mybookings'],
  board: (): QueryKey => ['bookingBoard'],
  boardOf: (date: string | null, status: number | null): QueryKey => ['bookingBoard', { date, status }],
  slots: (date: string | null, slotType: number | null): QueryKey => ['booking', 'timeslot', date, slotType],
};

const enc = encodeURIComponent;

/** GET /api/v1/timeslot?AppointDatetime&SlotType: the free in-person slot times of a day. */
export function fetchBookingSlots(date: string, slotType: number): Promise<Array<{ slotTime: string }>> {
  return api
    .get<{ data: Array<{ slotTime: string }> }>(`/api/v1/timeslot?AppointDatetime=${enc(date)}&SlotType=${slotType}`, { auth: false })
    .then((r) => r.data ?? []);
}

export function useBookingSlots(date: string | null, slotType: number | null, enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.slots(date, slotType),
    queryFn: () => fetchBookingSlots(date!, slotType!),
    enabled: enabled && Boolean(date && slotType),
    staleTime: 0,
  });
}

/** POST /api/v1/bookings: the booking; answers its id and queue ticket. */
export function createBooking(body: BookingCreateRequest): Promise<BookingCreateResponse> {
  return api.post<BookingCreateResponse>('/api/v1/bookings', body);
}

/** GET /api/v1/mybookings: the signed-in patient's bookings. */
export function useMyBookings(enabled = true) {
  return useQuery({
    queryKey: bookingKeys.mine(),
    queryFn: () => api.get<{ data: Booking[] }>('/api/v1/mybookings'),
    enabled,
    staleTime: 0,
  });
}

/** GET /api/v1/bookings?AppointDatetime&BookingStatus (staff): the rows and the count per status of the day. */
export function useBookingBoard(date: string | null, status: number | null, enabled = true) {
  const query = new URLSearchParams();
  if (date) query.set('AppointDatetime', date);
  if (status !== null) query.set('BookingStatus', String(status));
  return useQuery({
    queryKey: bookingKeys.boardOf(date, status),
    queryFn: () => api.get<BookingListResponse>(`/api/v1/bookings?${query.toString()}`),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

/** PUT /api/v1/bookings/updatestatus/{bookingID}: the patient's confirm/cancel or staff's 1/−1. */
export function updateBookingStatus(bookingID: string, bookingStatus: number): Promise<BookingStatusUpdateResponse> {
  return api.put<BookingStatusUpdateResponse>(`/api/v1/bookings/updatestatus/${enc(bookingID)}`, { bookingStatus } satisfies BookingStatusUpdateRequest);
}

/**
 * PUT /api/v1/bookings/{bookingID}/served (issue 13 item 6): staff mark today's patient served,
 * the queue moves on. Answers the Thai message (QUEUE_MESSAGES.served); a refusal is an ApiError.
 */
export function markBookingServed(bookingID: string): Promise<{ message: string }> {
  return api.put<{ message: string }>(`/api/v1/bookings/${enc(bookingID)}/served`, {});
}

/**
 * DELETE /api/v1/bookings/{bookingID}/served (issue 35 item 2): the board's 'ยกเลิก' within a
 * minute of 'รับบริการแล้ว' puts the booking back in its queue. Past the minute the server
 * refuses with 409 in Thai (an ApiError).
 */
export function undoBookingServed(bookingID: string): Promise<BookingStatusUpdateResponse> {
  return api.delete<BookingStatusUpdateResponse>(`/api/v1/bookings/${enc(bookingID)}/served`);
}
