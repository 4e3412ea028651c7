import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { HolidayYear, HolidayYearRow } from '@hospital/contracts';
import { People } from '@hospital/core';
import { HOLIDAY_YEARS, THAI_HOLIDAYS_SOURCE } from './thai-public-holidays.js';

/**
 * Issue 35 item 2: the year's holidays as Admin checks them against the Cabinet's announcement —
 * each day, whether it is a substitute day, where it came from — and Admin's confirmation.
 */
@Injectable()
export class HolidayYears {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(People) private readonly people: People,
  ) {}

  async of(year: number): Promise<HolidayYear> {
    const [data, confirmations]: [HolidayYearRow[], Array<{ at: Date; by: string | null }>] = await Promise.all([
      this.dataSource.query(
        `SELECT to_char(holiday_date, 'YYYY-MM-DD') AS "holidayDate", name, source, substitute
           FROM holidays WHERE NOT removed AND holiday_date >= make_date($1, 1, 1) AND holiday_date < make_date($1 + 1, 1, 1)
          ORDER BY holiday_date`,
        [year],
      ),
      this.dataSource.query(`SELECT confirmed_at AS at, confirmed_by AS by FROM holiday_years WHERE year = $1`, [year]),
    ]);
    const [confirmation] = confirmations;
    const by = confirmation?.by ? (await this.people.namesOf([confirmation.by])).get(confirmation.by)?.fullName ?? null : null;
    return {
      year,
      basis: HOLIDAY_YEARS[year]?.basis ?? 'unlisted',
      source: THAI_HOLIDAYS_SOURCE,
      confirmed: confirmation ? { at: new Date(confirmation.at).toISOString(), by } : null,
      data,
    };
  }

  /** Admin checked the year's list: recorded (again, at a later check). */
  async confirm(userID: string, year: number): Promise<HolidayYear> {
    await this.dataSource.query(
      `INSERT INTO holiday_years (year, confirmed_by, confirmed_at) VALUES ($1, $2, now())
       ON CONFLICT (year) DO UPDATE SET confirmed_by = EXCLUDED.confirmed_by, confirmed_at = now()`,
      [year, userID],
    );
    return this.of(year);
  }
}
