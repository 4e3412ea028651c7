import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The HIS stand-in's orders of a telemedicine case (care-services §3 Tele info response:
 * cost rows svname/totcost/netdisc/netcost and drug rows itemName/itemNote/qty/itemUnit).
 * In the hospital the HIS's doctor writes these; our side only reads them. `tele_ref` is our
 * case id as the HIS keeps it: no foreign key, the HIS is another system.
 */
export class HisTeleOrders1763900000540 implements MigrationInterface {
  name = 'HisTeleOrders1763900000540';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE his.tele_orders (
        id bigserial PRIMARY KEY,
        tele_ref uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('cost', 'drug')),
        name text NOT NULL,
        totcost numeric(12, 2) NOT NULL DEFAULT 0,
        netdisc numeric(12, 2) NOT NULL DEFAULT 0,
        netcost numeric(12, 2) NOT NULL DEFAULT 0,
        qty numeric(12, 2) NOT NULL DEFAULT 0,
        unit text NOT NULL DEFAULT '',
        note text NOT NULL DEFAULT '',
        ordered_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX tele_orders_ref ON his.tele_orders (tele_ref, kind, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE his.tele_orders`);
  }
}
