import { Inject, Injectable } from '@nestjs/common';
import { CalendarService } from '@hospital/calendar';
import { dateKeysBetween, type OfficeCalendar } from '@hospital/rules';

/** How far past "now" closed dates are read: beyond the longest office limit (30 days of office time ≈ 130 calendar days). */
const AHEAD_MS = 400 * 24 * 60 * 60 * 1000;

/**
 * Issue 14 item 1: the hospital calendar the SLA counts on, asked of the calendar module's
 * exported service (never its tables): public holidays and the telemedicine list's disabled
 * dates ('tele') are closed days (docs/decisions.md "SLA timers").
 */
@Injectable()
export class SlaCalendar {
  constructor(@Inject(CalendarService) private readonly calendar: CalendarService) {}

  async between(from: Date, to: Date): Promise<OfficeCalendar> {
    const range = dateKeysBetween(from, new Date(to.getTime() + AHEAD_MS));
    const [holidays, disabled] = await Promise.all([this.calendar.holidays(range.from, range.to), this.calendar.disabled('tele', range.from, range.to)]);
    return { closedDates: new Set([...holidays.map((h) => h.holidayDate), ...disabled.map((d) => d.disabledDatetime)]) };
  }
}
