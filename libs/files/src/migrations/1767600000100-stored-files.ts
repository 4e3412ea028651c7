import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The upload table moves to its owner (issue 30 item 1, "each table has one owner domain"): the
 * telemedicine migration made `tele_files`, but it holds every domain's uploads (case photos and
 * slips, booking photos, HIS clinic-visit images) and libs/files reads and writes it for all of
 * them. Renamed `stored_files`, it belongs to files (test/table-ownership.spec.ts: a RENAME TO in
 * a domain's migration makes that domain the owner). The indexes and constraints named after the
 * table (tele_files_pkey, tele_files_tele, tele_files_booking_fk, tele_files_*_check...) are
 * renamed too; foreign keys that point at it (tele_payment_slips.file_id) follow the table.
 */
export class StoredFiles1767600000100 implements MigrationInterface {
  name = 'StoredFiles1767600000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tele_files RENAME TO stored_files`);
    await q.query(renameNamesOf('stored_files', 'tele_files', 'stored_files'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(renameNamesOf('stored_files', 'stored_files', 'tele_files'));
    await q.query(`ALTER TABLE stored_files RENAME TO tele_files`);
  }
}

/**
 * A DO block renaming the constraints, then the remaining indexes, of `table` whose names start
 * with `from_` to start with `to_`. A constraint backed by an index (the primary key) renames
 * its index with it, so indexes are looked up after the constraints.
 */
function renameNamesOf(table: string, from: string, to: string): string {
  return `
    DO $$
    DECLARE
      r record;
    BEGIN
      FOR r IN SELECT conname AS name FROM pg_constraint
                WHERE conrelid = 'public.${table}'::regclass AND conname LIKE '${from}\\_%' LOOP
        EXECUTE format('ALTER TABLE public.${table} RENAME CONSTRAINT %I TO %I', r.name, '${to}' || substr(r.name, ${from.length + 1}));
      END LOOP;
      FOR r IN SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
                WHERE i.indrelid = 'public.${table}'::regclass AND c.relname LIKE '${from}\\_%' LOOP
        EXECUTE format('ALTER INDEX public.%I RENAME TO %I', r.name, '${to}' || substr(r.name, ${from.length + 1}));
      END LOOP;
    END $$`;
}
