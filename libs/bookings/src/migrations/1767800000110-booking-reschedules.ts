import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32 item 2, reschedule instead of cancel: `booking_reschedules`, one row per move of a
 * booking to another day or time — from what (day, time, slot type, that day's queue number) to
 * what, by whom, when. The booking keeps its id, description, files and status history; this is
 * the history of its appointment (and what the earlier-slot offers count the days gained from).
 */
export class BookingReschedules1767800000110 implements MigrationInterface {
  name = 'BookingReschedules1767800000110';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE booking_reschedules (
        id bigserial PRIMARY KEY,
        booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        from_date date NOT NULL,
        from_time char(5) NOT NULL,
        from_slot_type smallint NOT NULL,
        from_number integer NOT NULL,
        to_date date NOT NULL,
        to_time char(5) NOT NULL,
        to_slot_type smallint NOT NULL,
        to_number integer NOT NULL,
        by_user uuid REFERENCES users (id) ON DELETE SET NULL,
        by_role text,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX booking_reschedules_booking ON booking_reschedules (booking_id, at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE booking_reschedules`);
  }
}
