import type { DisabledRow, HolidayDate, HolidayRow, SlotRow } from '@hospital/contracts';
import type { DisabledKind } from '@hospital/rules';

export type { DisabledRow, HolidayDate, HolidayRow, SlotRow };
import { api } from './client';

/**
 * The calendar calls of care-services §3/§5/§7: the public red days of a booking month
 * (/tele, /booking, the hospital-record image page) and Admin's calendars at /admin/calendar
 * (holidays, disabled dates per list, slot times per slot type).
 *
 * The rows are inferred from the api's answer schemas (@hospital/contracts calendar-calls.ts, issue 30 item 2).
 */

/** GET /api/holiday/{YYYY}/{M} (public): the holidays of a month. */
export function fetchMonthHolidays(year: number, month: number): Promise<{ data: HolidayDate[] }> {
  return api.get<{ data: HolidayDate[] }>(`/api/holiday/${year}/${month}`, { auth: false });
}

/** GET /api/v1/disabled/{kind}/{YYYY}/{M} (public): the disabled dates of one list in a month. */
export function fetchMonthDisabled(kind: DisabledKind, year: number, month: number): Promise<{ data: DisabledRow[] }> {
  return api.get<{ data: DisabledRow[] }>(`/api/v1/disabled/${kind}/${year}/${month}`, { auth: false });
}

/** GET /api/v1/calendar/holidays/{YYYY}/{M} (Admin). */
export function fetchHolidays(year: number, month: number): Promise<{ data: HolidayRow[] }> {
  return api.get<{ data: HolidayRow[] }>(`/api/v1/calendar/holidays/${year}/${month}`);
}

/** POST /api/v1/calendar/holidays (Admin). */
export function addHoliday(holidayDate: string, name: string): Promise<unknown> {
  return api.post('/api/v1/calendar/holidays', { holidayDate, name });
}

/** DELETE /api/v1/calendar/holidays/{YYYY-MM-DD} (Admin). */
export function removeHoliday(date: string): Promise<unknown> {
  return api.delete(`/api/v1/calendar/holidays/${date}`);
}

/** GET /api/v1/calendar/disabled/{kind}/{YYYY}/{M} (Admin). */
export function fetchDisabled(kind: DisabledKind, year: number, month: number): Promise<{ data: DisabledRow[] }> {
  return api.get<{ data: DisabledRow[] }>(`/api/v1/calendar/disabled/${kind}/${year}/${month}`);
}

/** POST /api/v1/calendar/disabled/{kind} (Admin). */
export function addDisabled(kind: DisabledKind, disabledDatetime: string, name: string): Promise<unknown> {
  return api.post(`/api/v1/calendar/disabled/${kind}`, { disabledDatetime, name });
}

/** DELETE /api/v1/calendar/disabled/{kind}/{date} (Admin). */
export function removeDisabled(kind: DisabledKind, date: string): Promise<unknown> {
  return api.delete(`/api/v1/calendar/disabled/${kind}/${date}`);
}

/** GET /api/v1/calendar/slots/{slotType} (Admin): the slot times of a slot type. */
export function fetchSlotTimes(slotType: number): Promise<{ data: SlotRow[] }> {
  return api.get<{ data: SlotRow[] }>(`/api/v1/calendar/slots/${slotType}`);
}

/** POST /api/v1/calendar/slots/{slotType} (Admin). */
export function addSlotTime(slotType: number, slotTime: string): Promise<unknown> {
  return api.post(`/api/v1/calendar/slots/${slotType}`, { slotTime });
}

/** DELETE /api/v1/calendar/slots/{slotType}/{HH:mm} (Admin). */
export function removeSlotTime(slotType: number, slotTime: string): Promise<unknown> {
  return api.delete(`/api/v1/calendar/slots/${slotType}/${slotTime}`);
}
