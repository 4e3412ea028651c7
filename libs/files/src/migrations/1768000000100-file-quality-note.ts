import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35 item 1: the image worker's quality note on a photo ('ภาพมืด', 'ภาพอาจไม่ชัด'), measured
 * with the picker's rule (libs/rules photo-quality) on the copy it decodes; null when the photo
 * looks fine, when it is not an image, and for rows processed before this column.
 */
export class FileQualityNote1768000000100 implements MigrationInterface {
  name = 'FileQualityNote1768000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE stored_files ADD COLUMN quality_note text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE stored_files DROP COLUMN quality_note`);
  }
}
