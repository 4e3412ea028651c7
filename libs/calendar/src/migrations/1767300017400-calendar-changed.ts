import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17 item 1: `calendar_version` counts the changes to holidays, disabled dates and slot
 * times. A statement trigger on each table bumps it in the writer's transaction, whoever writes
 * (an Admin's call on any api instance, the start-up seed, a migration, psql), so a process that
 * keeps the calendar in memory (CalendarService) sees from one tiny read whether it is current.
 */
export class CalendarChanged1767300017400 implements MigrationInterface {
  name = 'CalendarChanged1767300017400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE calendar_version (one boolean PRIMARY KEY DEFAULT true CHECK (one), version bigint NOT NULL)`);
    await q.query(`INSERT INTO calendar_version (version) VALUES (1)`);
    await q.query(`
      CREATE FUNCTION calendar_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE calendar_version SET version = version + 1;
        RETURN NULL;
      END $$`);
    for (const table of ['holidays', 'disabled_dates', 'slot_times']) {
      await q.query(`CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION calendar_changed()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['holidays', 'disabled_dates', 'slot_times']) await q.query(`DROP TRIGGER ${table}_changed ON ${table}`);
    await q.query(`DROP FUNCTION calendar_changed()`);
    await q.query(`DROP TABLE calendar_version`);
  }
}
