import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The HIS stand-in (DESIGN.md, Outside systems): its own `his` schema in our database. A
 * patient is keyed on the national ID (one person, one HN); HNs are 7 digits from a
 * sequence that starts above the demo HNs (6500123).
 */
export class HisStandIn1763800000210 implements MigrationInterface {
  name = 'HisStandIn1763800000210';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS his`);
    await q.query(`CREATE SEQUENCE his.hn_seq START WITH 6900001 MINVALUE 1 MAXVALUE 9999999 NO CYCLE`);
    await q.query(`
      CREATE TABLE his.patients (
        hn varchar(7) PRIMARY KEY CHECK (char_length(hn) = 7),
        cid char(13) NOT NULL UNIQUE CHECK (cid ~ '^[0-9]{13}$'),
        person jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE his.patients`);
    await q.query(`DROP SEQUENCE his.hn_seq`);
  }
}
