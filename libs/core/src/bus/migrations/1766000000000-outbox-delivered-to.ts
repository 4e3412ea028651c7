import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 18 finding 10: the api instances that already delivered a realtime row to their own
 * sockets. While Redis is down only the relaying instance is reached; the row stays pending
 * and, once Redis is back, only the others are asked.
 */
export class OutboxDeliveredTo1766000000000 implements MigrationInterface {
  name = 'OutboxDeliveredTo1766000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox ADD COLUMN delivered_to text[]`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox DROP COLUMN delivered_to`);
  }
}
