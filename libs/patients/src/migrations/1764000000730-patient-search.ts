import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * care-services §2/§5 patient search (GET /api/v1/user?Keyword): a substring of the name
 * (Thai), the HN, the national ID or the phone, under 50 ms at 100,000 patients. One
 * generated column holds what is searched (lower-cased; kept by PostgreSQL on every write,
 * so no code can forget it) and a pg_trgm GIN index answers `LIKE '%…%'` on it, for the
 * registered patients only (no role, not deactivated).
 */
export class PatientSearch1764000000730 implements MigrationInterface {
  name = 'PatientSearch1764000000730';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      ALTER TABLE users ADD COLUMN search_text text GENERATED ALWAYS AS (lower(
        coalesce(title_name, '') || first_name || ' ' || last_name || ' ' ||
        coalesce(hn, '') || ' ' || coalesce(id_card::text, '') || ' ' || coalesce(phone, '')
      )) STORED`);
    await q.query(`
      CREATE INDEX users_patient_search ON users USING gin (search_text gin_trgm_ops)
      WHERE role IS NULL AND deactivated_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX users_patient_search`);
    await q.query(`ALTER TABLE users DROP COLUMN search_text`);
  }
}
