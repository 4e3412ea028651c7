import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import Holidays from 'date-holidays';
import { DataSource } from 'typeorm';
import { inBangkok } from '@hospital/rules';

/** Thailand's public holidays of the given Gregorian years (date-holidays, country TH, Thai names). */
export function thaiPublicHolidays(years: number[]): Array<{ date: string; name: string }> {
  const hd = new Holidays('TH');
  const byDate = new Map<string, string>();
  for (const year of years) {
    for (const h of hd.getHolidays(year, 'th')) {
      if (h.type !== 'public') continue;
      const date = h.date.slice(0, 10);
      byDate.set(date, byDate.has(date) ? `${byDate.get(date)}, ${h.name}` : h.name);
    }
  }
  return [...byDate].map(([date, name]) => ({ date, name }));
}

/**
 * At start-up, this and next year's public holidays join the calendar without touching what
 * staff changed: a date already there (edited, or removed and kept as a tombstone) is left alone.
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
    const list = thaiPublicHolidays([year, year + 1]);
    const inserted: unknown[] = await this.dataSource.query(
      `INSERT INTO holidays (holiday_date, name, source)
       SELECT d, n, 'seed' FROM unnest($1::date[], $2::text[]) AS t (d, n)
       ON CONFLICT (holiday_date) DO NOTHING RETURNING holiday_date`,
      [list.map((h) => h.date), list.map((h) => h.name)],
    );
    this.logger.log(`Public holidays ${year}–${year + 1}: ${inserted.length} added`);
    return inserted.length;
  }
}
