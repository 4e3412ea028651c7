import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 32 item 3: the patient's 'แจ้งฉันถ้ามีคิวเร็วขึ้น' on a clinic booking (offered a freed earlier seat on LINE). */
export class BookingEarlierOffers1767800000510 implements MigrationInterface {
  name = 'BookingEarlierOffers1767800000510';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bookings ADD COLUMN earlier_offers boolean NOT NULL DEFAULT false`);
    await q.query(`CREATE INDEX bookings_earlier_offers ON bookings (slot_type, appoint_date) WHERE earlier_offers AND booking_status IN (0, 1)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX bookings_earlier_offers`);
    await q.query(`ALTER TABLE bookings DROP COLUMN earlier_offers`);
  }
}
