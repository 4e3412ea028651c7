import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 16 item 10: the body site a patient tags a case photo with (libs/rules BODY_SITES:
 * face, scalp, trunk, …), shown to the nurse and the doctor with the photo. Nullable: staff
 * uploads, slips, booking and hospital-record images, and every file before this, have none.
 * The api checks the value against the list (400 with a Thai message); the CHECK is the floor.
 */
export class FileBodySite1764200000100 implements MigrationInterface {
  name = 'FileBodySite1764200000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE tele_files
        ADD COLUMN body_site text,
        ADD CONSTRAINT tele_files_body_site CHECK (body_site IS NULL OR body_site IN ('face', 'scalp', 'trunk', 'arms', 'hands', 'legs', 'feet', 'nails', 'genitals', 'other'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tele_files DROP CONSTRAINT tele_files_body_site, DROP COLUMN body_site`);
  }
}
