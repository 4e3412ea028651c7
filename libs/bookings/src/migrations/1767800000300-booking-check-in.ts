import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32 item 5, QR check-in, arrival order and 'ไม่มาตามนัด' (docs/decisions.md):
 *  - `check_in_code`: a random code per booking ('CK1' + 32 hex digits of gen_random_uuid(),
 *    122 random bits), stored, unique; the ticket's QR carries it. Not the booking id, not guessable.
 *  - `arrived_at` / `arrived_by`: staff checked the patient in at the counter (once).
 *  - `no_show_at`: the day ended with the booking neither served, arrived nor cancelled. Apart
 *    from the §4 bookingStatus (0, 1, −1), whose codes keep their meaning.
 *  - `booking_queue_settings`: one row, Admin's choice of the clinic queue's order (false:
 *    appointment order, the default; true: arrived patients in arrival order).
 */
export class BookingCheckIn1767800000300 implements MigrationInterface {
  name = 'BookingCheckIn1767800000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE bookings
        ADD COLUMN check_in_code text NOT NULL DEFAULT ('CK1' || replace(gen_random_uuid()::text, '-', '')),
        ADD COLUMN arrived_at timestamptz,
        ADD COLUMN arrived_by uuid REFERENCES users (id) ON DELETE SET NULL,
        ADD COLUMN no_show_at timestamptz`);
    await q.query(`CREATE UNIQUE INDEX bookings_check_in_code ON bookings (check_in_code)`);
    await q.query(`CREATE INDEX bookings_no_show_due ON bookings (appoint_date) WHERE no_show_at IS NULL AND arrived_at IS NULL AND served_at IS NULL AND booking_status <> -1`);
    await q.query(`
      CREATE TABLE booking_queue_settings (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        arrival_order boolean NOT NULL DEFAULT false,
        updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO booking_queue_settings (id) VALUES (true)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE booking_queue_settings`);
    await q.query(`DROP INDEX bookings_no_show_due`);
    await q.query(`DROP INDEX bookings_check_in_code`);
    await q.query(`ALTER TABLE bookings DROP COLUMN check_in_code, DROP COLUMN arrived_at, DROP COLUMN arrived_by, DROP COLUMN no_show_at`);
  }
}
