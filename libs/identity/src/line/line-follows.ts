import type { DataSource, EntityManager } from 'typeorm';

/** The patient a LINE account belongs to, as the chat acts for them. */
export interface LinePerson {
  userID: string;
  fullName: string;
}

/**
 * Issue 31 item 2: identity's query interface for the LINE chat (it owns `users`). Who a LINE
 * user is — an active, registered patient (no staff role, not deactivated, is_active = 1), or
 * nobody the product acts for — and whether they follow the Official Account
 * (`users.line_unfollowed_at`: set on unfollow, cleared on follow; LineRecipients answers it
 * as `unreachable`).
 */
export class LineFollows {
  constructor(private readonly dataSource: DataSource) {}

  /** The active patient of this LINE user id, or null. */
  async personOf(lineUserId: string, m: EntityManager = this.dataSource.manager): Promise<LinePerson | null> {
    const rows: Array<{ id: string; full_name: string }> = await m.query(
      `SELECT u.id, trim(coalesce(u.title_name, '') || u.first_name || ' ' || u.last_name) AS full_name
         FROM users u
        WHERE u.line_user_id = $1 AND u.role IS NULL AND u.deactivated_at IS NULL AND u.is_active = 1`,
      [lineUserId],
    );
    return rows[0] ? { userID: rows[0].id, fullName: rows[0].full_name } : null;
  }

  /**
   * Records a follow (clears line_unfollowed_at) or an unfollow (sets it to now, keeping the
   * first time) on the account of this LINE user, inside `m`'s transaction. Answers the
   * account's id, or null when no account has this LINE id.
   */
  async setFollowing(m: EntityManager, lineUserId: string, following: boolean): Promise<string | null> {
    // TypeORM's PostgreSQL driver answers an UPDATE … RETURNING with [rows, count].
    const [rows]: [Array<{ id: string }>, number] = await m.query(
      `UPDATE users
          SET line_unfollowed_at = CASE WHEN $2::boolean THEN NULL ELSE coalesce(line_unfollowed_at, now()) END
        WHERE line_user_id = $1
        RETURNING id`,
      [lineUserId, following],
    );
    return rows[0]?.id ?? null;
  }
}
