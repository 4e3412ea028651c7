import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Images to the hospital record (care-services §2 /patientimage, /softconimg/{DocDT}): they are
 * uploads like the telemedicine ones (tele_files, the file store, the image worker), filed to
 * a HIS clinic visit instead of a case or a booking.
 *  - `clinic_visit_key`: the HIS visit the image belongs to (§3: fileCategoryID carries it);
 *  - `clinic_visit_date`: that visit's Bangkok date, the DocDT the image list is read by;
 *  - `his_filed_at`: when the processed image was filed into the HIS record (null: not yet).
 * The patient of a visit is often not one of our users, so such a row may have no owner.
 * Existing rows are untouched: a case's or a booking's file still needs its owner.
 */
export class RecordImages1764000000720 implements MigrationInterface {
  name = 'RecordImages1764000000720';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE tele_files
        ADD COLUMN clinic_visit_key text,
        ADD COLUMN clinic_visit_date date,
        ADD COLUMN his_filed_at timestamptz,
        ALTER COLUMN owner_id DROP NOT NULL`);
    await q.query(`ALTER TABLE tele_files DROP CONSTRAINT tele_files_check`);
    await q.query(`
      ALTER TABLE tele_files
        ADD CONSTRAINT tele_files_target CHECK (tele_id IS NOT NULL OR booking_id IS NOT NULL OR clinic_visit_key IS NOT NULL),
        ADD CONSTRAINT tele_files_visit_date CHECK ((clinic_visit_key IS NULL) = (clinic_visit_date IS NULL)),
        ADD CONSTRAINT tele_files_owner CHECK (owner_id IS NOT NULL OR clinic_visit_key IS NOT NULL)`);
    await q.query(`CREATE INDEX tele_files_visit_date ON tele_files (clinic_visit_date, created_at) WHERE clinic_visit_key IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM tele_files WHERE clinic_visit_key IS NOT NULL`);
    await q.query(`DROP INDEX tele_files_visit_date`);
    await q.query(`ALTER TABLE tele_files DROP CONSTRAINT tele_files_owner, DROP CONSTRAINT tele_files_visit_date, DROP CONSTRAINT tele_files_target`);
    await q.query(`ALTER TABLE tele_files ADD CONSTRAINT tele_files_check CHECK (tele_id IS NOT NULL OR booking_id IS NOT NULL)`);
    await q.query(`
      ALTER TABLE tele_files
        ALTER COLUMN owner_id SET NOT NULL,
        DROP COLUMN his_filed_at,
        DROP COLUMN clinic_visit_date,
        DROP COLUMN clinic_visit_key`);
  }
}
