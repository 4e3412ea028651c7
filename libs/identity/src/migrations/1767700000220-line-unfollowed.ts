import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31 item 2: `users.line_unfollowed_at`, when the person blocked (unfollowed) the
 * hospital's LINE Official Account; null while they follow it (or never did anything). While it
 * is set the person is unreachable on LINE: pushes are skipped and staff see it. A follow clears it.
 */
export class LineUnfollowed1767700000220 implements MigrationInterface {
  name = 'LineUnfollowed1767700000220';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN line_unfollowed_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN line_unfollowed_at`);
  }
}
