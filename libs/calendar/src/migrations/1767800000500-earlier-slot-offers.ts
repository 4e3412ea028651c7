import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32 item 3: `earlier_slot_offers`, one row per patient offered a freed seat (clinic) or
 * slot (telemedicine). `freed_by` names the freeing (a cancellation's transition, a move's
 * reschedule row): one freeing is offered once (unique per item), and the offers of one freeing
 * are locked together when one is accepted (the first tap wins). `item_id` is the booking or case
 * (owned by its domain, so no foreign key). Status: sent → accepted | gone | expired.
 */
export class EarlierSlotOffers1767800000500 implements MigrationInterface {
  name = 'EarlierSlotOffers1767800000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE earlier_slot_offers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('clinic', 'tele')),
        freed_by text NOT NULL,
        item_id uuid NOT NULL,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        service_type smallint NOT NULL,
        offered_date date NOT NULL,
        offered_time char(5) NOT NULL,
        before_date date NOT NULL,
        before_time char(5) NOT NULL,
        status text NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'accepted', 'gone', 'expired')),
        expires_at timestamptz NOT NULL,
        answered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT earlier_slot_offers_once UNIQUE (freed_by, item_id)
      )`);
    await q.query(`CREATE INDEX earlier_slot_offers_user ON earlier_slot_offers (user_id)`);
    await q.query(`CREATE INDEX earlier_slot_offers_created ON earlier_slot_offers (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE earlier_slot_offers`);
  }
}
