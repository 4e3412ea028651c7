import { Inject, Injectable } from '@nestjs/common';
import type { AccessLogEntry, AccessLogResponse } from '@hospital/contracts';
import { APP_CONFIG, People, SqlReads, type AppConfig, type PersonName } from '@hospital/core';
import { accessLogRole, accessLogWords } from '@hospital/rules';

/**
 * The person's rows of the audit log: someone else read or changed their data (subject_id is
 * them, the actor is not). Sign-ins and the person's own acts are left out. The actor's role and
 * name come from the account the log points at (identity's, through the People token, asked
 * once for all the rows), as the Admin viewer reads them.
 */
const WHERE = `FROM audit_log l
  WHERE l.subject_id = $1 AND l.action <> 'signIn' AND l.user_id IS DISTINCT FROM l.subject_id`;

interface Row {
  at: Date;
  action: string;
  user_id: string | null;
}

/** Issue 15 item 4, "who has looked at my record". */
@Injectable()
export class AccessLog {
  constructor(
    @Inject(SqlReads) private readonly sql: SqlReads,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(People) private readonly people: People,
  ) {}

  async page(userID: string, pageNumber: number, pageSize: number): Promise<AccessLogResponse> {
    const [rows, [{ n }]] = await Promise.all([
      this.sql.rows<Row>(
        `SELECT l.at, l.action, l.user_id
           ${WHERE} ORDER BY l.at DESC, l.id DESC LIMIT $2 OFFSET $3`,
        [userID, pageSize, (pageNumber - 1) * pageSize],
      ),
      this.sql.rows<{ n: number }>(`SELECT count(*)::int AS n ${WHERE}`, [userID]),
    ]);
    return { data: await this.entries(rows), totalCount: n, pageNumber, pageSize };
  }

  /** Every entry, for the copy of one's data. */
  async all(userID: string): Promise<AccessLogEntry[]> {
    const rows = await this.sql.rows<Row>(
      `SELECT l.at, l.action, l.user_id
         ${WHERE} ORDER BY l.at DESC, l.id DESC`,
      [userID],
    );
    return this.entries(rows);
  }

  private async entries(rows: readonly Row[]): Promise<AccessLogEntry[]> {
    const actors = await this.people.namesOf(rows.map((r) => r.user_id));
    return rows.map((r) => this.entry(r, r.user_id === null ? undefined : actors.get(r.user_id)));
  }

  private entry(r: Row, actor: PersonName | undefined): AccessLogEntry {
    const words = accessLogWords(r.action);
    return {
      at: new Date(r.at).toISOString(),
      role: accessLogRole(actor?.role ?? null, actor !== undefined),
      staffName: this.config.accessLogShowStaffNames && actor ? actor.fullName : null,
      action: words.action,
      where: words.where,
    };
  }
}
