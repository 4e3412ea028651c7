import type { MigrationInterface, QueryRunner } from 'typeorm';

/** care-services records and clinical tools (§2 /PHR, /deactivate, CCNote, ICD10, /patientimage, /softconimg, patient search, report): clinical data read and written through the HIS port. */
export class Records1764000000700 implements MigrationInterface {
  name = 'Records1764000000700';

  async up(_q: QueryRunner): Promise<void> {}

  async down(_q: QueryRunner): Promise<void> {}
}
