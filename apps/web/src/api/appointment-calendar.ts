import { CALENDAR_MESSAGES } from '@hospital/rules';
import { sessionStore } from '../session/session-store';
import { ApiError, NETWORK_MESSAGES, REQUEST_TIMEOUT_MS } from './client';

/**
 * Issue 32 item 6, 'เพิ่มลงปฏิทิน': an appointment as an .ics file (GET
 * /api/v1/bookings/{bookingID}/calendar.ics, GET /api/v1/tele/{teleID}/calendar.ics: the
 * owner's own). Not JSON, so not through apiRequest; a refusal throws an ApiError with the
 * server's Thai message, a network failure the client's Thai words.
 */

export type CalendarKind = 'booking' | 'tele';

export interface CalendarDownload {
  blob: Blob;
  fileName: string;
}

const enc = encodeURIComponent;

/** The address of an appointment's .ics file. */
export function calendarUrl(kind: CalendarKind, id: string): string {
  return kind === 'booking' ? `/api/v1/bookings/${enc(id)}/calendar.ics` : `/api/v1/tele/${enc(id)}/calendar.ics`;
}

export async function downloadCalendar(kind: CalendarKind, id: string): Promise<CalendarDownload> {
  const token = sessionStore.get()?.token;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError(NETWORK_MESSAGES.offline, 0, null);
  // A timer, not AbortSignal.timeout (missing in older LINE browsers), as the api client does.
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, REQUEST_TIMEOUT_MS);
  try {
    let res: Response;
    try {
      res = await fetch(calendarUrl(kind, id), { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: abort.signal });
    } catch {
      throw new ApiError(timedOut ? NETWORK_MESSAGES.timeout : NETWORK_MESSAGES.unreachable, 0, null);
    }
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      throw new ApiError(body?.message ?? CALENDAR_MESSAGES.failed, res.status, body);
    }
    const fileName = res.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ?? 'appointment.ics';
    return { blob: await res.blob(), fileName };
  } finally {
    clearTimeout(timer);
  }
}
