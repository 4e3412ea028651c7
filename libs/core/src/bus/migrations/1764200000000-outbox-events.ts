import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19 item 3: the outbox also carries domain events (kind 'event'), handed to the
 * in-process EventBus after commit. A delivery whose handler failed waits until retry_at.
 */
export class OutboxEvents1764200000000 implements MigrationInterface {
  name = 'OutboxEvents1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox DROP CONSTRAINT IF EXISTS outbox_kind_check`);
    await q.query(`ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (kind IN ('job', 'realtime', 'event'))`);
    await q.query(`ALTER TABLE outbox ADD COLUMN retry_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM outbox WHERE kind = 'event'`);
    await q.query(`ALTER TABLE outbox DROP COLUMN retry_at`);
    await q.query(`ALTER TABLE outbox DROP CONSTRAINT IF EXISTS outbox_kind_check`);
    await q.query(`ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (kind IN ('job', 'realtime'))`);
  }
}
