import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The messages the notifications module has queued, one row per message key (DESIGN.md "How
 * an event travels": an event may be delivered again, its handler is idempotent). A handler
 * inserts the key in the transaction that queues the 'line.push' job; a second delivery of the
 * same event finds the key and queues nothing.
 */
export class NotificationSends1767500000100 implements MigrationInterface {
  name = 'NotificationSends1767500000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE notification_sends (key text PRIMARY KEY, queued_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notification_sends`);
  }
}
