import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff access to a patient's data: whose data (`subject_id`) beside who acted (`user_id`). */
export class AuditSubject1763800000300 implements MigrationInterface {
  name = 'AuditSubject1763800000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE audit_log ADD COLUMN subject_id uuid REFERENCES users(id) ON DELETE SET NULL`);
    await q.query(`CREATE INDEX audit_log_subject ON audit_log (subject_id, at DESC) WHERE subject_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE audit_log DROP COLUMN subject_id`);
  }
}
