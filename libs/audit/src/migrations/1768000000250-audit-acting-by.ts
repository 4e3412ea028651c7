import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33 item 4: a caregiver's act for a person (X-Acting-For) is recorded as theirs: `user_id`
 * is the caregiver, `subject_id` the person, and `acting_by` the caregiver again — it marks the
 * row as done in the caregiver's role ('คุณ ... (ผู้ดูแล)') rather than as staff's.
 */
export class AuditActingBy1768000000250 implements MigrationInterface {
  name = 'AuditActingBy1768000000250';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE audit_log ADD COLUMN acting_by uuid REFERENCES users(id) ON DELETE SET NULL`);
    await q.query(`CREATE INDEX audit_log_acting_by ON audit_log (subject_id, at DESC) WHERE acting_by IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX audit_log_acting_by`);
    await q.query(`ALTER TABLE audit_log DROP COLUMN acting_by`);
  }
}
