import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Earlier-slot offers gain 'declined' ('ไม่สนใจ' on the LINE card): the patient keeps their
 * appointment and the freed slot is offered to the next opted-in patient at once.
 */
export class OfferDeclines1768000000300 implements MigrationInterface {
  name = 'OfferDeclines1768000000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE earlier_slot_offers DROP CONSTRAINT earlier_slot_offers_status_check`);
    await q.query(`ALTER TABLE earlier_slot_offers ADD CONSTRAINT earlier_slot_offers_status_check CHECK (status IN ('sent', 'accepted', 'gone', 'expired', 'declined'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE earlier_slot_offers SET status = 'gone' WHERE status = 'declined'`);
    await q.query(`ALTER TABLE earlier_slot_offers DROP CONSTRAINT earlier_slot_offers_status_check`);
    await q.query(`ALTER TABLE earlier_slot_offers ADD CONSTRAINT earlier_slot_offers_status_check CHECK (status IN ('sent', 'accepted', 'gone', 'expired'))`);
  }
}
