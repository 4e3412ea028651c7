import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAuditLog1763700000200 implements MigrationInterface {
  name = 'CreateAuditLog1763700000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        job_id text NOT NULL UNIQUE,
        action text NOT NULL,
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        login text,
        success boolean NOT NULL,
        ip text,
        user_agent text,
        at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX audit_log_user ON audit_log (user_id, at DESC)`);
    await q.query(`CREATE INDEX audit_log_action ON audit_log (action, at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_log`);
  }
}
