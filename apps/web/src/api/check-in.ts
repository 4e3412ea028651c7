import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { BookingCheckInRequest, BookingQueueSettingsRequest, BookingQueueSettingsResponse, BookingStatusUpdateResponse } from '@hospital/contracts';
import { api } from './client';

/** Issue 32 item 5: the counter's check-in and the clinic queue's order (Admin). */
export const checkInKeys = {
  queueSettings: (): QueryKey => ['bookingQueueSettings'],
};

/** POST /api/v1/bookings/check-in: the ticket QR's code, or the day and the typed queue number. */
export function checkInBooking(body: BookingCheckInRequest): Promise<BookingStatusUpdateResponse> {
  return api.post<BookingStatusUpdateResponse>('/api/v1/bookings/check-in', body);
}

/** GET /api/v1/booking-queue-settings (booking staff). */
export function useBookingQueueSettings(enabled: boolean) {
  return useQuery({
    queryKey: checkInKeys.queueSettings(),
    queryFn: () => api.get<BookingQueueSettingsResponse>('/api/v1/booking-queue-settings').then((r) => r.data),
    enabled,
  });
}

/** PUT /api/v1/booking-queue-settings (Admin). */
export function saveBookingQueueSettings(body: BookingQueueSettingsRequest): Promise<BookingQueueSettingsResponse> {
  return api.put<BookingQueueSettingsResponse>('/api/v1/booking-queue-settings', body);
}
