import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { inBangkok, substituteHolidays } from '@hospital/rules';
import { HOLIDAY_YEARS, listedThaiHolidays, oneADay, type SeedHoliday } from './thai-public-holidays.js';

/**
 * A year the data file (thai-public-holidays.ts) does not list yet: date-holidays' Thai public
 * holidays (country TH, Thai names) with their substitute days. date-holidays knows the fixed
 * days but not every year's Buddhist days: the log says so, and Admin adds them on /admin/calendar.
 */
export async function thaiPublicHolidays(years: number[]): Promise<SeedHoliday[]> {
  // Loaded only for a year the data file lacks, not with every module that imports calendar.
  const { default: Holidays } = await import('date-holidays');
  const hd = new Holidays('TH');
  const days = years.flatMap((year) =>
    hd
      .getHolidays(year, 'th')
      .filter((h) => h.type === 'public')
      .map((h) => ({ date: h.date.slice(0, 10), name: h.name })),
  );
  return oneADay([...days.map((h) => ({ ...h, substitute: false })), ...substituteHolidays(days).map(({ date, name }) => ({ date, name, substitute: true }))]);
}

/**
 * Issue 35 item 2: at start-up, the listed years' holidays and substitute days (2026–2028, the data
 * file), and this and next year's from date-holidays if the file does not list them, join the
 * calendar without touching what staff changed: a date already there (edited, or removed and
 * kept as a tombstone) is left alone.
 */
@Injectable()
export class HolidaySeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Calendar');

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    // The worker does not migrate: before the api has, there is nothing to seed yet.
    const [table]: Array<{ ok: boolean }> = await this.dataSource.query(`SELECT to_regclass('holidays') IS NOT NULL AS ok`);
    if (!table?.ok) return;
    await this.seed(inBangkok().year());
  }

  async seed(year: number): Promise<number> {
    const unlisted = [year, year + 1].filter((y) => !HOLIDAY_YEARS[y]);
    const list = [...listedThaiHolidays(), ...(unlisted.length > 0 ? await thaiPublicHolidays(unlisted) : [])];
    for (const y of unlisted) this.logger.warn(`Public holidays ${y}: not in thai-public-holidays.ts; the Buddhist days may be missing — Admin checks the year on /admin/calendar`);
    // Only the dates not there yet: a start with nothing new writes nothing (and so does not
    // bump calendar_version).
    const present: Array<{ d: string }> = await this.dataSource.query(
      `SELECT to_char(holiday_date, 'YYYY-MM-DD') AS d FROM holidays WHERE holiday_date = ANY($1::date[])`,
      [list.map((h) => h.date)],
    );
    const have = new Set(present.map((r) => r.d));
    const missing = list.filter((h) => !have.has(h.date));
    if (missing.length === 0) return 0;
    const inserted: Array<{ holiday_date: string }> = await this.dataSource.query(
      `INSERT INTO holidays (holiday_date, name, source, substitute)
       SELECT d, n, 'seed', s FROM unnest($1::date[], $2::text[], $3::boolean[]) AS t (d, n, s)
       ON CONFLICT (holiday_date) DO NOTHING RETURNING holiday_date`,
      [missing.map((h) => h.date), missing.map((h) => h.name), missing.map((h) => h.substitute)],
    );
    this.logger.log(`Public holidays: ${inserted.length} added`);
    return inserted.length;
  }
}
