import type { MigrationInterface, QueryRunner } from 'typeorm';

/** care-services vaccine services (§2 /vaccine, /vaccinebooking, /vaccinebooking2, /vaccinequeue, /vaccineadmin; §3 student vaccine record, vaccine event, type codes; §7 /api2 calls): vaccine types, schools and events are records staff manage. */
export class Vaccines1764000000800 implements MigrationInterface {
  name = 'Vaccines1764000000800';

  async up(_q: QueryRunner): Promise<void> {}

  async down(_q: QueryRunner): Promise<void> {}
}
