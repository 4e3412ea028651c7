import { substituteHolidays, type PublicHoliday } from '@hospital/rules';

/**
 * Issue 35 item 2: Thailand's public holidays (วันหยุดราชการประจำปี) that close the hospital's
 * calendars, 2026–2028 (พ.ศ. 2569–2571), kept here and only here.
 *
 * Source: the Cabinet's announcement of each year's government holidays (มติคณะรัฐมนตรี, as
 * published by the Secretariat of the Cabinet, soc.go.th) and the Bank of Thailand's holiday list
 * (bot.or.th, "วันหยุดตามประเพณีของสถาบันการเงิน"). The fixed days are the same every year. The
 * Buddhist days follow the Thai lunar calendar: 2026 as announced and listed; 2027 and 2028 are
 * computed from the lunar calendar until the Cabinet's announcement of that year (late in the
 * year before), so Admin checks them against it on /admin/calendar and confirms them.
 * The substitute days (วันหยุดชดเชย) come from the rule in libs/rules (substitute-holidays.ts).
 * Days the Cabinet adds for one year only (วันหยุดพิเศษ) go in that year's `extra`.
 * Not listed: วันพืชมงคล (a day for civil servants, set each year by the palace) and
 * วันแรงงาน (a day for private employers): the clinics open on both.
 *
 * To add a year: its four Buddhist days (and any extra day) below; the seed adds the rest.
 */
export const THAI_HOLIDAYS_SOURCE = 'ประกาศวันหยุดราชการประจำปีตามมติคณะรัฐมนตรี และรายการวันหยุดของธนาคารแห่งประเทศไทย';

/** The days on the same date every year, MM-DD; `short`: the name a substitute day is called by ('วันหยุดชดเชยวันพ่อแห่งชาติ'). */
export const FIXED_HOLIDAYS: ReadonlyArray<{ monthDay: string; name: string; short?: string }> = [
  { monthDay: '01-01', name: 'วันขึ้นปีใหม่' },
  { monthDay: '04-06', name: 'วันจักรี' },
  { monthDay: '04-13', name: 'วันสงกรานต์' },
  { monthDay: '04-14', name: 'วันสงกรานต์' },
  { monthDay: '04-15', name: 'วันสงกรานต์' },
  { monthDay: '05-04', name: 'วันฉัตรมงคล' },
  { monthDay: '06-03', name: 'วันเฉลิมพระชนมพรรษาสมเด็จพระราชินี', short: 'วันเฉลิมฯ สมเด็จพระราชินี' },
  { monthDay: '07-28', name: 'วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว', short: 'วันเฉลิมฯ พระเจ้าอยู่หัว' },
  { monthDay: '08-12', name: 'วันเฉลิมพระชนมพรรษาพระพันปีหลวง และวันแม่แห่งชาติ', short: 'วันแม่แห่งชาติ' },
  { monthDay: '10-13', name: 'วันนวมินทรมหาราช' },
  { monthDay: '10-23', name: 'วันปิยมหาราช' },
  { monthDay: '12-05', name: 'วันคล้ายวันพระบรมราชสมภพ รัชกาลที่ 9 วันชาติ และวันพ่อแห่งชาติ', short: 'วันพ่อแห่งชาติ' },
  { monthDay: '12-10', name: 'วันรัฐธรรมนูญ' },
  { monthDay: '12-31', name: 'วันสิ้นปี' },
];

export interface HolidayYear {
  /** มาฆบูชา, วิสาขบูชา, อาสาฬหบูชา, เข้าพรรษา: the full moons of the Thai lunar calendar. */
  buddhist: { makha: string; visakha: string; asalha: string; khaoPhansa: string };
  /** 'announced': in the Cabinet's list; 'computed': from the lunar calendar, to be checked against it. */
  basis: 'announced' | 'computed';
  extra?: PublicHoliday[];
}

export const HOLIDAY_YEARS: Readonly<Record<number, HolidayYear>> = {
  // พ.ศ. 2569: an extra-month year (อธิกมาส), so มาฆบูชา falls in the 4th month, วิสาขบูชา in the 7th.
  2026: { basis: 'announced', buddhist: { makha: '2026-03-03', visakha: '2026-05-31', asalha: '2026-07-29', khaoPhansa: '2026-07-30' } },
  // พ.ศ. 2570: computed (only มาฆบูชา matched a published list when this was written), until the Cabinet's announcement.
  2027: { basis: 'computed', buddhist: { makha: '2027-02-21', visakha: '2027-05-20', asalha: '2027-07-18', khaoPhansa: '2027-07-19' } },
  // พ.ศ. 2571: computed (3rd, 6th and 8th months' full moons), until the Cabinet's announcement.
  2028: { basis: 'computed', buddhist: { makha: '2028-02-10', visakha: '2028-05-08', asalha: '2028-07-06', khaoPhansa: '2028-07-07' } },
};

export interface SeedHoliday extends PublicHoliday {
  substitute: boolean;
}

const fixedOf = (year: number): PublicHoliday[] => FIXED_HOLIDAYS.map((h) => ({ date: `${year}-${h.monthDay}`, name: h.name }));
/** The short name of a day, for its substitute's name (calendar cells are small). */
const SHORT_NAMES = new Map(FIXED_HOLIDAYS.filter((h) => h.short).map((h) => [h.name, h.short!]));

function yearDays(year: number, y: HolidayYear): PublicHoliday[] {
  return [
    ...fixedOf(year),
    { date: y.buddhist.makha, name: 'วันมาฆบูชา' },
    { date: y.buddhist.visakha, name: 'วันวิสาขบูชา' },
    { date: y.buddhist.asalha, name: 'วันอาสาฬหบูชา' },
    { date: y.buddhist.khaoPhansa, name: 'วันเข้าพรรษา' },
    ...(y.extra ?? []),
  ];
}

/**
 * The holidays of the listed years with their substitute days (a substitute of 31 December may
 * fall in January of the year after: the next year's New Year's Day is known to the rule).
 */
export function listedThaiHolidays(): SeedHoliday[] {
  const years = Object.keys(HOLIDAY_YEARS).map(Number).sort();
  const days = years.flatMap((year) => yearDays(year, HOLIDAY_YEARS[year]));
  const afterLast = fixedOf(years[years.length - 1] + 1).filter((h) => h.date.endsWith('-01-01'));
  const substitutes = substituteHolidays([...days, ...afterLast].map((h) => ({ date: h.date, name: SHORT_NAMES.get(h.name) ?? h.name })));
  return oneADay([...days.map((h) => ({ ...h, substitute: false })), ...substitutes.map(({ date, name }) => ({ date, name, substitute: true }))]);
}

/** One row a date, in date order: two holidays on one day are one row named for both. */
export function oneADay(list: readonly SeedHoliday[]): SeedHoliday[] {
  const byDate = new Map<string, SeedHoliday>();
  for (const h of list) {
    const had = byDate.get(h.date);
    byDate.set(h.date, had ? { date: h.date, name: `${had.name}, ${h.name}`, substitute: had.substitute && h.substitute } : { ...h });
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
