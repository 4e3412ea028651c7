import type { DataSource, EntityManager } from 'typeorm';
import type { TeleCostRow, TeleDrugRow } from '@hospital/contracts';

/**
 * The HIS stand-in's OWN data entry: what the HIS's doctor types into the HIS for a
 * telemedicine case (costs and drugs into `his.tele_orders`). Our product never calls this;
 * only tests and the demo seed do, to play the HIS. The product reads the orders through
 * `HisPort.teleCosts/teleDrugs`.
 */
export async function enterLocalHisTeleOrders(
  db: DataSource | EntityManager,
  teleID: string,
  orders: { costs?: readonly TeleCostRow[]; drugs?: readonly TeleDrugRow[] },
): Promise<void> {
  for (const c of orders.costs ?? []) {
    await db.query(`INSERT INTO his.tele_orders (tele_ref, kind, name, totcost, netdisc, netcost) VALUES ($1, 'cost', $2, $3, $4, $5)`, [
      teleID,
      c.svname,
      c.totcost,
      c.netdisc,
      c.netcost,
    ]);
  }
  for (const d of orders.drugs ?? []) {
    await db.query(`INSERT INTO his.tele_orders (tele_ref, kind, name, qty, unit, note) VALUES ($1, 'drug', $2, $3, $4, $5)`, [
      teleID,
      d.itemName,
      d.qty,
      d.itemUnit,
      d.itemNote,
    ]);
  }
}

/** The stand-in's correction: removes every order (costs and drugs) of a case; answers how many rows went. */
export async function clearLocalHisTeleOrders(db: DataSource | EntityManager, teleID: string): Promise<number> {
  const [, removed]: [unknown[], number] = await db.query(`DELETE FROM his.tele_orders WHERE tele_ref = $1`, [teleID]);
  return removed;
}
