import { weekdayOf } from './calendar.js';

/**
 * Issue 35 item 2, holidays: วันหยุดชดเชย. A public holiday that falls on a Saturday or Sunday
 * gives one substitute day, the first day after that weekend that is neither a weekend day, nor
 * a holiday, nor already a substitute. As the Cabinet has applied it (31 Dec 2565 and 1 Jan 2566
 * both on the weekend: one substitute, 2 Jan 2566), one weekend gives one substitute however
 * many holidays fall on it; a Sunday holiday followed by a Monday holiday is made up on Tuesday.
 * The Cabinet may still decide otherwise for a year: its announcement wins (the seed data file
 * lists such a day itself, and Admin confirms the year's list).
 */
export interface PublicHoliday {
  /** YYYY-MM-DD */
  date: string;
  name: string;
}

export interface SubstituteHoliday extends PublicHoliday {
  substitute: true;
  /** The holiday (or holidays, joined by ' และ ') it makes up for. */
  forDates: string[];
}

export const SUBSTITUTE_HOLIDAY_PREFIX = 'วันหยุดชดเชย';

const nextDay = (date: string): string => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};
const isWeekend = (date: string): boolean => {
  const day = weekdayOf(date);
  return day === 0 || day === 6;
};

/** The substitute days of these holidays, in date order. */
export function substituteHolidays(holidays: readonly PublicHoliday[]): SubstituteHoliday[] {
  const holidayOn = new Map<string, string[]>();
  for (const h of holidays) holidayOn.set(h.date, [...(holidayOn.get(h.date) ?? []), h.name]);
  // The weekends with a holiday, by their Sunday, and the holidays on each.
  const weekends = new Map<string, PublicHoliday[]>();
  for (const date of [...holidayOn.keys()].sort()) {
    if (!isWeekend(date)) continue;
    const sunday = weekdayOf(date) === 6 ? nextDay(date) : date;
    weekends.set(sunday, [...(weekends.get(sunday) ?? []), ...holidayOn.get(date)!.map((name) => ({ date, name }))]);
  }
  const taken = new Set<string>();
  const result: SubstituteHoliday[] = [];
  for (const [sunday, made] of weekends) {
    let day = nextDay(sunday);
    while (isWeekend(day) || holidayOn.has(day) || taken.has(day)) day = nextDay(day);
    taken.add(day);
    const names = [...new Set(made.map((h) => h.name))];
    result.push({ date: day, name: `${SUBSTITUTE_HOLIDAY_PREFIX}${names.join(' และ ')}`, substitute: true, forDates: [...new Set(made.map((h) => h.date))] });
  }
  return result.sort((a, b) => a.date.localeCompare(b.date));
}

/** Issue 35 item 2: Admin's year list of holidays. */
export const HOLIDAY_YEAR_MESSAGES = {
  confirmed: (buddhistYear: number) => `ยืนยันรายการวันหยุดปี พ.ศ. ${buddhistYear} แล้ว`,
  badSubstitute: 'กรุณาระบุว่าเป็นวันหยุดชดเชยหรือไม่ (ใช่หรือไม่ใช่)',
} as const;
