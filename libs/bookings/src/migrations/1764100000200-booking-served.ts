import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 13 item 6, a live place in the queue: staff mark a booking served when the patient has
 * been seen, and the day's queue of that slot moves on. `served_at` is apart from the §4
 * bookingStatus (0 pending, 1 confirmed, −1 cancelled), which keeps its meaning.
 */
export class BookingServed1764100000200 implements MigrationInterface {
  name = 'BookingServed1764100000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bookings ADD COLUMN served_at timestamptz, ADD COLUMN served_by uuid REFERENCES users (id) ON DELETE SET NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bookings DROP COLUMN served_at, DROP COLUMN served_by`);
  }
}
