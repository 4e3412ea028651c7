import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 32 item 3: the patient's 'แจ้งฉันถ้ามีคิวเร็วขึ้น' on a telemedicine case (offered a freed earlier slot on LINE). */
export class TeleEarlierOffers1767800000520 implements MigrationInterface {
  name = 'TeleEarlierOffers1767800000520';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tele_requests ADD COLUMN earlier_offers boolean NOT NULL DEFAULT false`);
    await q.query(`CREATE INDEX tele_requests_earlier_offers ON tele_requests (service_type, appoint_date) WHERE earlier_offers AND flow_status = 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX tele_requests_earlier_offers`);
    await q.query(`ALTER TABLE tele_requests DROP COLUMN earlier_offers`);
  }
}
