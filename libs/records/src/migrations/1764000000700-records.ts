import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ICD10_SKIN } from '../icd10/data/icd10-skin.js';

/**
 * care-services records (issue 6): the ICD-10 code list the ICD10 admin searches (§5) and
 * validates saves against. Loaded with the shipped skin-clinic list (icd10/data/icd10-skin.ts);
 * the hospital's licensed full list is imported with `npm run icd10:import -- file.csv`.
 * `search` is the lower-cased "code title" with a trigram index (title contains …), `code`
 * has a pattern index (code starts with …).
 */
export class Records1764000000700 implements MigrationInterface {
  name = 'Records1764000000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE icd10_codes (
        code text PRIMARY KEY CHECK (code ~ '^[A-Z][0-9]{2}[0-9A-Z]?(\\.[0-9A-Z]{1,4})?$'),
        title text NOT NULL CHECK (title <> ''),
        search text GENERATED ALWAYS AS (lower(code || ' ' || title)) STORED,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX icd10_codes_code_prefix ON icd10_codes (code text_pattern_ops)`);
    await q.query(`CREATE INDEX icd10_codes_search_trgm ON icd10_codes USING gin (search gin_trgm_ops)`);
    await q.query(`INSERT INTO icd10_codes (code, title) SELECT * FROM unnest($1::text[], $2::text[])`, [
      ICD10_SKIN.map(([code]) => code),
      ICD10_SKIN.map(([, title]) => title),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE icd10_codes`);
  }
}
