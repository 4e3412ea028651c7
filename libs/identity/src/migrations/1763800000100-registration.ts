import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Registration (accounts §3–§5): a person registered through LINE or ThaiD, or created by
 * staff, has no password; birth date, gender and title code live with the name; each signed
 * consent is kept with its text version, time, signature image and hashes.
 */
export class Registration1763800000100 implements MigrationInterface {
  name = 'Registration1763800000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL`);
    await q.query(`
      ALTER TABLE users
        ADD COLUMN title_key text,
        ADD COLUMN gender_key smallint CHECK (gender_key IN (1, 2)),
        ADD COLUMN birth_date date,
        ADD COLUMN created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        ADD COLUMN registered_via text CHECK (registered_via IN ('line', 'thaid', 'web', 'staff', 'seed')),
        ADD COLUMN registry_address text`);
    await q.query(`
      CREATE TABLE consents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        text_version text NOT NULL,
        text_sha256 char(64) NOT NULL,
        signed_at timestamptz NOT NULL DEFAULT now(),
        signature_png bytea NOT NULL,
        signature_sha256 char(64) NOT NULL,
        channel text NOT NULL CHECK (channel IN ('line', 'thaid')),
        ip text,
        user_agent text
      )`);
    await q.query(`CREATE INDEX consents_user ON consents (user_id, signed_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE consents`);
    await q.query(`ALTER TABLE users DROP COLUMN title_key, DROP COLUMN gender_key, DROP COLUMN birth_date, DROP COLUMN created_by, DROP COLUMN registered_via, DROP COLUMN registry_address`);
  }
}
