import type { HolidayYear, HolidayYearRow } from '@hospital/contracts';
import { api } from './client';

export type { HolidayYear, HolidayYearRow };

/** Issue 35 item 2: GET /api/v1/calendar/holiday-years/{YYYY} (Admin): the year's holidays, substitute days marked. */
export function fetchHolidayYear(year: number): Promise<HolidayYear> {
  return api.get<HolidayYear>(`/api/v1/calendar/holiday-years/${year}`);
}

/** POST /api/v1/calendar/holiday-years/{YYYY}/confirm (Admin): the list checked against the Cabinet's announcement. */
export function confirmHolidayYear(year: number): Promise<{ data: HolidayYear; msg: string }> {
  return api.post<{ data: HolidayYear; msg: string }>(`/api/v1/calendar/holiday-years/${year}/confirm`);
}

/** POST /api/v1/calendar/holidays with the substitute mark (Admin edits one day of the year's list). */
export function saveYearHoliday(holidayDate: string, name: string, substitute: boolean): Promise<unknown> {
  return api.post('/api/v1/calendar/holidays', { holidayDate, name, substitute });
}
