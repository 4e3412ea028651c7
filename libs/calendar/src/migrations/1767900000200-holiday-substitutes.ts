import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35 item 2, holidays: `holidays.substitute` marks a วันหยุดชดเชย (the seed's rule, or
 * Admin's tick), and `holiday_years` records that Admin checked a year's list against the
 * Cabinet's announcement ('ยืนยันรายการวันหยุด', /admin/calendar).
 */
export class HolidaySubstitutes1767900000200 implements MigrationInterface {
  name = 'HolidaySubstitutes1767900000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE holidays ADD COLUMN substitute boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE TABLE holiday_years (
        year smallint PRIMARY KEY CHECK (year BETWEEN 2000 AND 2200),
        confirmed_by uuid REFERENCES users (id) ON DELETE SET NULL,
        confirmed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE holiday_years`);
    await q.query(`ALTER TABLE holidays DROP COLUMN substitute`);
  }
}
