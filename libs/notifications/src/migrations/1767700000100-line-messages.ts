import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31 item 5: each message to a person on LINE, with its kind (push or reply), what it was
 * about and its result (sent, refused by LINE, unreachable: the person blocked the OA, withdrawn:
 * the person withdrew LINE messages). Staff read a person's list (newest first); Admin the
 * month's pushes against the plan's quota.
 */
export class LineMessages1767700000100 implements MigrationInterface {
  name = 'LineMessages1767700000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE line_messages (
        id bigserial PRIMARY KEY,
        user_id uuid,
        line_user_id text,
        kind text NOT NULL CHECK (kind IN ('push', 'reply')),
        about text NOT NULL,
        result text NOT NULL CHECK (result IN ('sent', 'refused', 'unreachable', 'withdrawn')),
        detail text,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX line_messages_user ON line_messages (user_id, at DESC)`);
    await q.query(`CREATE INDEX line_messages_at ON line_messages (at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE line_messages`);
  }
}
