import type { DataSource } from 'typeorm';
import { GroupedReads } from '@hospital/core';
import { withdrawnSql } from '../consents/withdrawn-sql.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface LineRecipient {
  lineUserId: string | null;
  /** The person withdrew 'line_messages' (issue 15 item 2). */
  withdrawn: boolean;
  /** Issue 31: the person blocked (unfollowed) the Official Account (users.line_unfollowed_at set): pushes are skipped. */
  unreachable: boolean;
}

/**
 * Issue 17 item 2 (10,000 LINE pushes drained): the LINE id and the 'line_messages' consent of
 * a push's person, read when the job runs, in one statement for every push that asked while
 * the last statement ran (`WHERE u.id = ANY($1)`), instead of two statements per push. Never
 * cached: each answer comes from a statement that started after its job did, so a withdrawal
 * or an unlinked LINE account committed before the job started stops that push (issue 15).
 */
export class LineRecipients {
  private readonly reads: GroupedReads<string, LineRecipient>;

  constructor(dataSource: DataSource) {
    this.reads = new GroupedReads(async (userIDs) => {
      // Not a uuid: no such person (one bad id must not fail the pushes read with it).
      const ids = [...new Set(userIDs.map((id) => id.toLowerCase()).filter((id) => UUID.test(id)))];
      const rows: Array<{ id: string; line_user_id: string | null; withdrawn: boolean; unreachable: boolean }> = await dataSource.query(
        `SELECT u.id, u.line_user_id, ${withdrawnSql('line_messages', 'u.id')} AS withdrawn, u.line_unfollowed_at IS NOT NULL AS unreachable
           FROM users u WHERE u.id = ANY($1::uuid[])`,
        [ids],
      );
      const byId = new Map(rows.map((r) => [r.id, { lineUserId: r.line_user_id, withdrawn: r.withdrawn === true, unreachable: r.unreachable === true }]));
      // No such person: nothing to push to (as before).
      return userIDs.map((id) => byId.get(id.toLowerCase()) ?? { lineUserId: null, withdrawn: false, unreachable: false });
    });
  }

  of(userID: string): Promise<LineRecipient> {
    return this.reads.read(userID);
  }
}
