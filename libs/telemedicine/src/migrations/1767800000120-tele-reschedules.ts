import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32 item 2, reschedule instead of cancel: `tele_reschedules`, one row per move of a case
 * not yet started to another day or time — from what to what, by whom, when. The case keeps its
 * id, photos and status history (tele_transitions); this is the history of its appointment.
 */
export class TeleReschedules1767800000120 implements MigrationInterface {
  name = 'TeleReschedules1767800000120';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tele_reschedules (
        id bigserial PRIMARY KEY,
        tele_id uuid NOT NULL REFERENCES tele_requests (id) ON DELETE CASCADE,
        service_type smallint NOT NULL,
        from_date date NOT NULL,
        from_time char(5) NOT NULL,
        to_date date NOT NULL,
        to_time char(5) NOT NULL,
        by_user uuid REFERENCES users (id) ON DELETE SET NULL,
        by_role text,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX tele_reschedules_tele ON tele_reschedules (tele_id, at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE tele_reschedules`);
  }
}
