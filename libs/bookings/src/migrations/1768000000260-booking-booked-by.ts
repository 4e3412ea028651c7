import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33 item 4: a booking a caregiver made for the person (X-Acting-For) keeps who booked —
 * the caregiver's id, name and phone as they were then — so staff see 'จองโดยผู้ดูแล'.
 * Null when the person booked themselves.
 */
export class BookingBookedBy1768000000260 implements MigrationInterface {
  name = 'BookingBookedBy1768000000260';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE bookings
        ADD COLUMN booked_by_id uuid REFERENCES users(id) ON DELETE SET NULL,
        ADD COLUMN booked_by_name text,
        ADD COLUMN booked_by_phone text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bookings DROP COLUMN booked_by_id, DROP COLUMN booked_by_name, DROP COLUMN booked_by_phone`);
  }
}
