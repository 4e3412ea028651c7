import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33 item 4: a telemedicine case a caregiver booked for the person (X-Acting-For) keeps
 * who booked — the caregiver's id, name and phone as they were then — so staff see
 * 'จองโดยผู้ดูแล' on the case. Null when the person booked themselves.
 */
export class TeleBookedBy1768000000270 implements MigrationInterface {
  name = 'TeleBookedBy1768000000270';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE tele_requests
        ADD COLUMN booked_by_id uuid REFERENCES users(id) ON DELETE SET NULL,
        ADD COLUMN booked_by_name text,
        ADD COLUMN booked_by_phone text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tele_requests DROP COLUMN booked_by_id, DROP COLUMN booked_by_name, DROP COLUMN booked_by_phone`);
  }
}
