import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { inBangkok } from '@hospital/rules';

/** Thailand's public holidays of the given Gregorian years (date-holidays, country TH, Thai names). */
export async function thaiPublicHolidays(years: number[]): Promise<Array<{ date: string; name: string }>> {
  // Loaded when the seeder runs, not with every module that imports calendar.
  const { default: Holidays } = await import('date-holidays');
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
    // Both years seeded by an earlier start (rows staff edited count as theirs, not the seed's):
    // nothing to add, and date-holidays is not loaded at all.
    const [done]: Array<{ years: number }> = await this.dataSource.query(
      `SELECT count(DISTINCT extract(year FROM holiday_date))::int AS years
         FROM holidays WHERE source = 'seed' AND holiday_date >= make_date($1, 1, 1) AND holiday_date < make_date($1 + 2, 1, 1)`,
      [year],
    );
    if (done?.years === 2) return 0;
    const list = await thaiPublicHolidays([year, year + 1]);
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
