import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19 item 6: the id of the request that wrote a row, so the job it becomes, the socket
 * delivery and the event handlers log under the same request id as the call that caused them.
 */
export class OutboxRequestId1764300000000 implements MigrationInterface {
  name = 'OutboxRequestId1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox ADD COLUMN request_id text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox DROP COLUMN request_id`);
  }
}
