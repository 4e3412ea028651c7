import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 14 item 3, parcels tracked by themselves: `tele_parcel_events`, every status Thailand
 * Post reported for a parcel of a case, recorded the first time a poll saw it. One row per
 * case, barcode and status code (UNIQUE): a repeated poll, a retried job or two workers at
 * once add nothing, and only the inserter of a row announces it (realtime, LINE).
 */
export class ParcelEvents1767000000200 implements MigrationInterface {
  name = 'ParcelEvents1767000000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tele_parcel_events (
        id bigserial PRIMARY KEY,
        tele_id uuid NOT NULL REFERENCES tele_requests (id) ON DELETE CASCADE,
        barcode varchar(13) NOT NULL,
        status text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('accepted', 'in_transit', 'out_for_delivery', 'delivery_failed', 'delivered', 'returned')),
        description text NOT NULL DEFAULT '',
        location text NOT NULL DEFAULT '',
        postcode text NOT NULL DEFAULT '',
        status_at timestamptz NOT NULL,
        recorded_at timestamptz NOT NULL,
        CONSTRAINT tele_parcel_events_once UNIQUE (tele_id, barcode, status)
      )`);
    await q.query(`CREATE INDEX tele_parcel_events_final ON tele_parcel_events (tele_id, barcode) WHERE kind IN ('delivered', 'returned')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE tele_parcel_events`);
  }
}
