import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_SLAS, SLA_LIMIT_MAX_MINUTES, SLA_LIMIT_MIN_MINUTES, SLA_STATUSES } from '@hospital/rules';

/**
 * Issue 14 items 1 and 2: the SLA per flowStatus an Admin edits (seeded with the issue's
 * defaults; a status without a row has no limit), and the breaches found. One breach per case,
 * status and time the case entered that status (UNIQUE): the breach job records it, tells the
 * boards and the staff LINE group once, however often it runs or retries.
 */
export class Sla1767000000100 implements MigrationInterface {
  name = 'Sla1767000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sla_settings (
        flow_status smallint PRIMARY KEY CHECK (flow_status IN (${SLA_STATUSES.join(', ')})),
        limit_minutes integer NOT NULL CHECK (limit_minutes BETWEEN ${SLA_LIMIT_MIN_MINUTES} AND ${SLA_LIMIT_MAX_MINUTES}),
        counting text NOT NULL CHECK (counting IN ('office', 'calendar')),
        updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    for (const [status, limit] of Object.entries(DEFAULT_SLAS)) {
      await q.query(`INSERT INTO sla_settings (flow_status, limit_minutes, counting) VALUES ($1, $2, $3)`, [Number(status), limit!.minutes, limit!.counting]);
    }
    await q.query(`
      CREATE TABLE sla_breaches (
        id bigserial PRIMARY KEY,
        tele_id uuid NOT NULL REFERENCES tele_requests (id) ON DELETE CASCADE,
        flow_status smallint NOT NULL,
        status_since timestamptz NOT NULL,
        due_at timestamptz NOT NULL,
        limit_minutes integer NOT NULL,
        counting text NOT NULL,
        found_at timestamptz NOT NULL,
        notified boolean NOT NULL,
        UNIQUE (tele_id, flow_status, status_since)
      )`);
    await q.query(`CREATE INDEX sla_breaches_found ON sla_breaches (found_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sla_breaches`);
    await q.query(`DROP TABLE sla_settings`);
  }
}
