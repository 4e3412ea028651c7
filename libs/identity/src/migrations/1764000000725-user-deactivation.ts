import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * care-services §2/§4 Deactivate: a deactivated account keeps its row (the id the audit and
 * sign-in history point at) but signs in no more. Its national ID, HN, e-mail, username and
 * LINE link are released (set null), so the person or the LINE user may register again as a
 * new user; without deletion the former identifiers are kept in `deactivated_identity` so
 * the hospital can still tell whose kept data it is. With deletion that is null too.
 */
export class UserDeactivation1764000000725 implements MigrationInterface {
  name = 'UserDeactivation1764000000725';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN deactivated_at timestamptz, ADD COLUMN deactivated_identity jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN deactivated_at, DROP COLUMN deactivated_identity`);
  }
}
