import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The HIS stand-in's clinical side (care-services §3 Clinic visit record, Report row): service
 * units, clinic visits with every field of the record, the ICD-10 codes of a visit, the images
 * filed into a visit's record. The HIS's own data: our side reads and writes it only through
 * `HisClinicalPort` (LocalHisClinical). Report rows are derived from the visits.
 */
export class HisClinical1764000000710 implements MigrationInterface {
  name = 'HisClinical1764000000710';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE his.service_units (
        key text PRIMARY KEY,
        name text NOT NULL
      )`);
    await q.query(`
      CREATE TABLE his.clinic_visits (
        clinic_visit_key text PRIMARY KEY,
        hn varchar(7) NOT NULL REFERENCES his.patients (hn),
        cn text NOT NULL,
        service_unit_key text NOT NULL REFERENCES his.service_units (key),
        record_dt timestamptz NOT NULL,
        mc text NOT NULL DEFAULT '',
        vs text NOT NULL DEFAULT '',
        weight numeric(5, 1),
        height numeric(5, 1),
        waist numeric(5, 1),
        bmi numeric(5, 2),
        bmi_text text NOT NULL DEFAULT '',
        pi text NOT NULL DEFAULT '',
        pe text NOT NULL DEFAULT '',
        dx text NOT NULL DEFAULT '',
        dx2 text NOT NULL DEFAULT '',
        ros text NOT NULL DEFAULT '',
        lab text NOT NULL DEFAULT '',
        discharge text NOT NULL DEFAULT '',
        history text NOT NULL DEFAULT '',
        appoint text NOT NULL DEFAULT '',
        nursing_care text NOT NULL DEFAULT '',
        med text NOT NULL DEFAULT '',
        cc_note text NOT NULL DEFAULT ''
      )`);
    await q.query(`CREATE INDEX clinic_visits_hn ON his.clinic_visits (hn, record_dt DESC)`);
    await q.query(`CREATE INDEX clinic_visits_unit ON his.clinic_visits (service_unit_key, record_dt)`);
    await q.query(`
      CREATE TABLE his.visit_icd10 (
        clinic_visit_key text NOT NULL REFERENCES his.clinic_visits (clinic_visit_key) ON DELETE CASCADE,
        code text NOT NULL,
        ordinal int NOT NULL,
        PRIMARY KEY (clinic_visit_key, code)
      )`);
    await q.query(`
      CREATE TABLE his.visit_images (
        id bigserial PRIMARY KEY,
        clinic_visit_key text NOT NULL REFERENCES his.clinic_visits (clinic_visit_key) ON DELETE CASCADE,
        file_id uuid NOT NULL UNIQUE,
        file_name text NOT NULL,
        file_type text NOT NULL,
        doc_date date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX visit_images_doc_date ON his.visit_images (doc_date, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE his.visit_images`);
    await q.query(`DROP TABLE his.visit_icd10`);
    await q.query(`DROP TABLE his.clinic_visits`);
    await q.query(`DROP TABLE his.service_units`);
  }
}
