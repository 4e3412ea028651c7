import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17 item 2: the id of the queue job a job row travelled in. A lone row's is
 * `outbox-<id>` (as before); rows the relay carried together share one (JOB_BATCH_SIZE). The
 * relay asks Redis for this id when it looks for jobs Redis lost; null on rows relayed before.
 */
export class OutboxQueueJob1767400017500 implements MigrationInterface {
  name = 'OutboxQueueJob1767400017500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox ADD COLUMN queue_job_id text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox DROP COLUMN queue_job_id`);
  }
}
