import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * care-services §3 Tele request and Image, §4 flowStatus history.
 *  - One telemedicine slot is booked once: the partial unique index `tele_requests_slot` is
 *    what decides a race (`INSERT … ON CONFLICT DO NOTHING`), not a check before the insert.
 *    Consultations (service type 3) have no slot type and are not in it.
 *  - `tele_files` holds uploads of telemedicine cases and in-person bookings; the bytes live
 *    in the file store (FILES_DIR), the row says what the image worker made of them.
 *  - `tele_transitions`: who moved a case from what to what, when (the audit of §4 moves).
 */
export class Telemedicine1763900000500 implements MigrationInterface {
  name = 'Telemedicine1763900000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tele_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        service_type smallint NOT NULL CHECK (service_type IN (1, 2, 3, 5)),
        slot_type smallint CHECK (slot_type IN (4, 5, 6)),
        appoint_date date NOT NULL,
        appoint_time char(5) NOT NULL CHECK (appoint_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        line_id text NOT NULL DEFAULT '',
        phone varchar(10) NOT NULL DEFAULT '',
        shipping_address text NOT NULL DEFAULT '',
        description text NOT NULL,
        flow_status smallint NOT NULL DEFAULT 0 CHECK (flow_status IN (0, 1, 2, 3, -3, 4, -5, 5, 6, 7)),
        payment_msg text,
        tracking_numbers jsonb NOT NULL DEFAULT '[]',
        parent_id uuid REFERENCES users (id) ON DELETE SET NULL,
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        tok_session text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE UNIQUE INDEX tele_requests_slot ON tele_requests (slot_type, appoint_date, appoint_time)
      WHERE slot_type IS NOT NULL`);
    await q.query(`CREATE INDEX tele_requests_board ON tele_requests (appoint_date, flow_status)`);
    await q.query(`CREATE INDEX tele_requests_user ON tele_requests (user_id, appoint_date DESC)`);
    await q.query(`CREATE INDEX tele_requests_parent ON tele_requests (parent_id) WHERE parent_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE tele_files (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tele_id uuid REFERENCES tele_requests (id) ON DELETE CASCADE,
        booking_id uuid,
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        category smallint NOT NULL CHECK (category IN (0, 1, 2)),
        file_name text NOT NULL,
        declared_type text NOT NULL,
        content_type text NOT NULL,
        size_bytes integer NOT NULL,
        state text NOT NULL CHECK (state IN ('processing', 'ready', 'stored', 'failed')),
        width integer,
        height integer,
        has_thumbnail boolean NOT NULL DEFAULT false,
        failure text,
        uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        processed_at timestamptz,
        CHECK (tele_id IS NOT NULL OR booking_id IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX tele_files_tele ON tele_files (tele_id, created_at) WHERE tele_id IS NOT NULL`);
    await q.query(`CREATE INDEX tele_files_booking ON tele_files (booking_id, created_at) WHERE booking_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE tele_transitions (
        id bigserial PRIMARY KEY,
        tele_id uuid NOT NULL REFERENCES tele_requests (id) ON DELETE CASCADE,
        from_status smallint NOT NULL,
        to_status smallint NOT NULL,
        by_user uuid REFERENCES users (id) ON DELETE SET NULL,
        by_role text,
        payment_msg text,
        tracking_numbers jsonb,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX tele_transitions_tele ON tele_transitions (tele_id, at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE tele_transitions`);
    await q.query(`DROP TABLE tele_files`);
    await q.query(`DROP TABLE tele_requests`);
  }
}
