import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31 items 1 and 2: each LINE webhook event the product accepted, once per
 * webhookEventId (a redelivery finds its row and queues nothing). The worker claims the row
 * (`handled_at`) before acting, keeps the answer it is about to send (`reply`) and marks it sent
 * (`replied_at`), so a job run twice acts once and a job retried after a failed send resends
 * the same answer (docs/decisions.md, issue 31).
 */
export class LineWebhookEvents1767700000200 implements MigrationInterface {
  name = 'LineWebhookEvents1767700000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE line_webhook_events (
        webhook_event_id text PRIMARY KEY,
        type text NOT NULL,
        line_user_id text,
        redelivered boolean NOT NULL DEFAULT false,
        received_at timestamptz NOT NULL DEFAULT now(),
        handled_at timestamptz,
        reply jsonb,
        replied_at timestamptz
      )`);
    await q.query(`CREATE INDEX line_webhook_events_received ON line_webhook_events (received_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE line_webhook_events`);
  }
}
