import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35 item 3: the clinical HIS stand-in records the visit's examining doctor as the HIS
 * prints it ('พญ.…', '' where the HIS has none), so /PHR can show it.
 */
export class HisVisitDoctor1767900000210 implements MigrationInterface {
  name = 'HisVisitDoctor1767900000210';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE his.clinic_visits ADD COLUMN doctor text NOT NULL DEFAULT ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE his.clinic_visits DROP COLUMN doctor`);
  }
}
