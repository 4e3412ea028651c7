import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 18 (npm run chaos, Redis restarted empty): a job row is `settled` when a worker has
 * finished its job, or given up on it (the failed set). A relayed row that is not settled and
 * whose job Redis no longer has was lost with Redis's data: the relay queues it again.
 */
export class OutboxSettled1766000000100 implements MigrationInterface {
  name = 'OutboxSettled1766000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox ADD COLUMN settled_at timestamptz`);
    await q.query(
      `CREATE INDEX outbox_unsettled_jobs ON outbox (relayed_at) WHERE kind = 'job' AND settled_at IS NULL AND relayed_at IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX outbox_unsettled_jobs`);
    await q.query(`ALTER TABLE outbox DROP COLUMN settled_at`);
  }
}
