import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The HIS stand-in's immunization record (care-services §3 Vaccine certificate: fullName,
 * certID, visit_immunization with vaccine_name, vaccine_ref_name, immunization_datetime,
 * lot_number; hospital_name). The HIS writes these when a dose is given; we only read them.
 * Demo: the demo patient 1103702071811 has four COVID-19 doses at two hospitals.
 */
export class HisImmunizations1764000000810 implements MigrationInterface {
  name = 'HisImmunizations1764000000810';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE his.immunization_certs (
        cid char(13) PRIMARY KEY CHECK (cid ~ '^[0-9]{13}$'),
        cert_id text NOT NULL UNIQUE,
        full_name text NOT NULL
      )`);
    await q.query(`
      CREATE TABLE his.immunizations (
        id bigserial PRIMARY KEY,
        cid char(13) NOT NULL REFERENCES his.immunization_certs (cid),
        vaccine_name text NOT NULL,
        vaccine_ref_name text NOT NULL DEFAULT '',
        immunization_dt timestamptz NOT NULL,
        lot_number text NOT NULL DEFAULT '',
        hospital_name text NOT NULL
      )`);
    await q.query(`CREATE INDEX immunizations_cid ON his.immunizations (cid, immunization_dt)`);
    await q.query(`INSERT INTO his.immunization_certs (cid, cert_id, full_name) VALUES ('1103702071811', 'TH-13755-2564-000123', 'นายสมชาย รักสุขภาพ')`);
    await q.query(`
      INSERT INTO his.immunizations (cid, vaccine_name, vaccine_ref_name, immunization_dt, lot_number, hospital_name) VALUES
        ('1103702071811', 'Sinovac', 'CoronaVac (Sinovac Life Sciences)', '2021-06-10 09:30+07', 'J202105045', 'โรงพยาบาลตรัง'),
        ('1103702071811', 'AstraZeneca', 'Vaxzevria (AstraZeneca)', '2021-07-08 10:15+07', 'A1089', 'โรงพยาบาลตรัง'),
        ('1103702071811', 'Pfizer', 'Comirnaty (Pfizer-BioNTech)', '2021-10-21 13:40+07', 'FF8841', 'ศูนย์โรคผิวหนังเขตร้อนภาคใต้ จังหวัดตรัง'),
        ('1103702071811', 'Pfizer', 'Comirnaty (Pfizer-BioNTech)', '2022-03-03 09:05+07', 'FP7521', 'ศูนย์โรคผิวหนังเขตร้อนภาคใต้ จังหวัดตรัง')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE his.immunizations`);
    await q.query(`DROP TABLE his.immunization_certs`);
  }
}
