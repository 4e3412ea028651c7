import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { HisPerson } from '@hospital/contracts';
import type { HisPort } from './his.port.js';

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
}

/**
 * Demo data of the stand-in: a person the HIS already knows under a given HN (the demo
 * patient with HN 6500123). Safe to run on every start.
 */
export async function seedLocalHisPatient(manager: DataSource | EntityManager, hn: string, person: HisPerson): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `INSERT INTO his.patients (hn, cid, person) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING hn`,
    [hn, person.cid, JSON.stringify(person)],
  );
  return rows.length > 0;
}
