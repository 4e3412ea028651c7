import type { DataSource } from 'typeorm';
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
  private waiting: Array<{ userID: string; done: (r: LineRecipient) => void; failed: (e: Error) => void }> = [];
  private reading: Promise<void> | null = null;

  constructor(private readonly dataSource: DataSource) {}

  of(userID: string): Promise<LineRecipient> {
    return new Promise((done, failed) => {
      this.waiting.push({ userID, done, failed });
      if (!this.reading) this.reading = this.read();
    });
  }

  private async read(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting;
        this.waiting = [];
        try {
          // Not a uuid: no such person (one bad id must not fail the pushes read with it).
          const ids = [...new Set(batch.map((w) => w.userID.toLowerCase()).filter((id) => UUID.test(id)))];
          const rows: Array<{ id: string; line_user_id: string | null; withdrawn: boolean; unreachable: boolean }> = await this.dataSource.query(
            `SELECT u.id, u.line_user_id, ${withdrawnSql('line_messages', 'u.id')} AS withdrawn, u.line_unfollowed_at IS NOT NULL AS unreachable
               FROM users u WHERE u.id = ANY($1::uuid[])`,
            [ids],
          );
          const byId = new Map(rows.map((r) => [r.id, { lineUserId: r.line_user_id, withdrawn: r.withdrawn === true, unreachable: r.unreachable === true }]));
          // No such person: nothing to push to (as before).
          batch.forEach((w) => w.done(byId.get(w.userID.toLowerCase()) ?? { lineUserId: null, withdrawn: false, unreachable: false }));
        } catch (error) {
          batch.forEach((w) => w.failed(error as Error));
        }
      }
    } finally {
      this.reading = null;
    }
  }
}
