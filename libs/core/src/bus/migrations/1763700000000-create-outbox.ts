import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateOutbox1763700000000 implements MigrationInterface {
  name = 'CreateOutbox1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('job', 'realtime')),
        name text NOT NULL,
        payload jsonb NOT NULL,
        rooms text[],
        created_at timestamptz NOT NULL DEFAULT now(),
        relayed_at timestamptz,
        relay_attempts int NOT NULL DEFAULT 0,
        last_error text
      )`);
    await q.query(`CREATE INDEX outbox_pending ON outbox (id) WHERE relayed_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE outbox`);
  }
}
