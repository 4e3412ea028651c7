import { CALENDAR_MESSAGES } from '@hospital/rules';
import { fetchFile, type FileDownload } from './file-download';

/**
 * Issue 32 item 6, 'เพิ่มลงปฏิทิน': an appointment as an .ics file (GET
 * /api/v1/bookings/{bookingID}/calendar.ics, GET /api/v1/tele/{teleID}/calendar.ics: the
 * owner's own). Not JSON, so not through apiRequest; a refusal throws an ApiError with the
 * server's Thai message, a network failure the client's Thai words.
 */

export type CalendarKind = 'booking' | 'tele';

const enc = encodeURIComponent;

/** The address of an appointment's .ics file. */
export function calendarUrl(kind: CalendarKind, id: string): string {
  return kind === 'booking' ? `/api/v1/bookings/${enc(id)}/calendar.ics` : `/api/v1/tele/${enc(id)}/calendar.ics`;
}

export function downloadCalendar(kind: CalendarKind, id: string): Promise<FileDownload> {
  return fetchFile(calendarUrl(kind, id), { failed: CALENDAR_MESSAGES.failed, fallbackName: 'appointment.ics' });
}
