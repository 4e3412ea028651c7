import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { HisPerson, TeleCostRow, TeleDrugRow } from '@hospital/contracts';
import type { HisPort } from './his.port.js';

/** Our case ids as the HIS keeps them (uuid). */
const TELE_REF = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The HIS stand-in: the `his` schema of our own database (migration 1763800000210). It keys
 * on the national ID like the real system, and issues HNs from `his.hn_seq` as 7 digits.
 */
@Injectable()
export class LocalHisAdapter implements HisPort {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async findPatientByCid(cid: string): Promise<{ hn: string } | null> {
    const rows: Array<{ hn: string }> = await this.dataSource.query(`SELECT hn FROM his.patients WHERE cid = $1`, [cid]);
    return rows[0] ? { hn: rows[0].hn } : null;
  }

  async registerPatient(person: HisPerson): Promise<{ hn: string; created: boolean }> {
    if (!/^\d{13}$/.test(person.cid ?? '')) throw new Error('HIS: cid must be 13 digits');
    // Two statements on purpose: after a concurrent insert of the same cid commits, the
    // INSERT does nothing and only a new statement (a new snapshot) sees that row.
    const inserted: Array<{ hn: string }> = await this.dataSource.query(
      `INSERT INTO his.patients (hn, cid, person)
       VALUES (lpad(nextval('his.hn_seq')::text, 7, '0'), $1, $2)
       ON CONFLICT (cid) DO NOTHING RETURNING hn`,
      [person.cid, JSON.stringify(person)],
    );
    if (inserted[0]) return { hn: inserted[0].hn, created: true };
    const existing = await this.findPatientByCid(person.cid);
    if (!existing) throw new Error('HIS: the patient vanished between insert and select');
    return { hn: existing.hn, created: false };
  }

  async teleCosts(teleID: string): Promise<TeleCostRow[]> {
    if (!TELE_REF.test(teleID)) return [];
    const rows: Array<{ name: string; totcost: string; netdisc: string; netcost: string }> = await this.dataSource.query(
      `SELECT name, totcost, netdisc, netcost FROM his.tele_orders WHERE tele_ref = $1 AND kind = 'cost' ORDER BY id`,
      [teleID],
    );
    return rows.map((r) => ({ svname: r.name, totcost: Number(r.totcost), netdisc: Number(r.netdisc), netcost: Number(r.netcost) }));
  }

  async teleCostsOf(teleIDs: readonly string[]): Promise<Map<string, TeleCostRow[]>> {
    const byCase = new Map<string, TeleCostRow[]>();
    const keyed = [...new Set(teleIDs.filter((id) => TELE_REF.test(id)).map((id) => id.toLowerCase()))];
    if (keyed.length === 0) return byCase;
    const rows: Array<{ tele_ref: string; name: string; totcost: string; netdisc: string; netcost: string }> = await this.dataSource.query(
      `SELECT tele_ref, name, totcost, netdisc, netcost FROM his.tele_orders
        WHERE tele_ref = ANY($1::uuid[]) AND kind = 'cost' ORDER BY tele_ref, id`,
      [keyed],
    );
    for (const r of rows) {
      const list = byCase.get(r.tele_ref) ?? [];
      list.push({ svname: r.name, totcost: Number(r.totcost), netdisc: Number(r.netdisc), netcost: Number(r.netcost) });
      byCase.set(r.tele_ref, list);
    }
    return byCase;
  }

  async teleDrugs(teleID: string): Promise<TeleDrugRow[]> {
    if (!TELE_REF.test(teleID)) return [];
    const rows: Array<{ name: string; note: string; qty: string; unit: string }> = await this.dataSource.query(
      `SELECT name, note, qty, unit FROM his.tele_orders WHERE tele_ref = $1 AND kind = 'drug' ORDER BY id`,
      [teleID],
    );
    return rows.map((r) => ({ itemName: r.name, itemNote: r.note, qty: Number(r.qty), itemUnit: r.unit }));
  }
}

/**
 * Demo data of the stand-in: a person the HIS already knows under a given HN (the demo
 * patients with HNs 6500123 and 6500456). Safe to run on every start.
 */
export async function seedLocalHisPatient(manager: DataSource | EntityManager, hn: string, person: HisPerson): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `INSERT INTO his.patients (hn, cid, person) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING hn`,
    [hn, person.cid, JSON.stringify(person)],
  );
  return rows.length > 0;
}
