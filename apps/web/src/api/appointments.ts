import { useQuery, type QueryKey } from '@tanstack/react-query';
import type {
  AppointmentSettingsResponse,
  AppointmentSettingsUpdate,
  BookingRescheduleRequest,
  BookingStatusUpdateResponse,
  TeleUpdateRequest,
  TeleUpdateResponse,
} from '@hospital/contracts';
import { APPOINTMENT_SETTINGS_DEFAULTS } from '@hospital/rules';
import { api } from './client';

/**
 * Issue 32 items 2 and 4: the reschedule of a clinic booking and of a telemedicine visit (the
 * home cards, the staff board), and Admin's appointment settings (the horizon and the future
 * clinic bookings per patient, which the booking pages show before a patient tries).
 */
export const appointmentKeys = {
  settings: (): QueryKey => ['appointment-settings'],
};

const enc = encodeURIComponent;

/** PUT /api/v1/bookings/{bookingID}: the booking's new day, time and slot type; answers the booking with its new queue number. */
export function rescheduleBooking(bookingID: string, body: BookingRescheduleRequest): Promise<BookingStatusUpdateResponse> {
  return api.put<BookingStatusUpdateResponse>(`/api/v1/bookings/${enc(bookingID)}`, body);
}

/** PUT /api/v1/tele/{teleID} as the case's patient: the new 'YYYY-MM-DDTHH:mm' only. */
export function rescheduleTele(teleID: string, appointDatetime: string): Promise<TeleUpdateResponse> {
  return api.put<TeleUpdateResponse>(`/api/v1/tele/${enc(teleID)}`, { appointDatetime } satisfies TeleUpdateRequest);
}

/** GET /api/v1/calendar/appointment-settings (public). */
export function fetchAppointmentSettings(): Promise<AppointmentSettingsResponse> {
  return api.get<AppointmentSettingsResponse>('/api/v1/calendar/appointment-settings', { auth: false });
}

/** The settings in force; the product's defaults until (or unless) they arrive, so a page never waits on them to draw. */
export function useAppointmentSettings() {
  const query = useQuery({ queryKey: appointmentKeys.settings(), queryFn: fetchAppointmentSettings, staleTime: 60_000 });
  return { ...APPOINTMENT_SETTINGS_DEFAULTS, ...query.data?.data, loaded: query.data !== undefined };
}

/** PUT /api/v1/calendar/appointment-settings (Admin): the settings to change. */
export function saveAppointmentSettings(body: AppointmentSettingsUpdate): Promise<AppointmentSettingsResponse> {
  return api.put<AppointmentSettingsResponse>('/api/v1/calendar/appointment-settings', body);
}
