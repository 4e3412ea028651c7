import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33 item 4: the 20th birthday. `majority_notice_at`: when the LINE notice 30 days before
 * was queued (set once, so a second run of 'caregivers.endAtMajority' sends nothing).
 * `renews`: the pending link made on the birthday for the same caregiver names the child link it
 * continues, which the now-adult agrees to themselves (a link never renews itself).
 */
export class CaregiverMajority1768100000100 implements MigrationInterface {
  name = 'CaregiverMajority1768100000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE caregiver_links
        ADD COLUMN majority_notice_at timestamptz,
        ADD COLUMN renews uuid REFERENCES caregiver_links (id) ON DELETE SET NULL,
        ADD CONSTRAINT caregiver_links_renews_other CHECK (renews IS NULL OR renews <> id)`);
    await q.query(`CREATE INDEX caregiver_links_renews ON caregiver_links (renews) WHERE renews IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX caregiver_links_renews`);
    await q.query(`ALTER TABLE caregiver_links DROP CONSTRAINT caregiver_links_renews_other, DROP COLUMN renews, DROP COLUMN majority_notice_at`);
  }
}
