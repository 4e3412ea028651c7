import { Inject, Injectable } from '@nestjs/common';
import type { AccessLogEntry, AccessLogResponse } from '@hospital/contracts';
import { APP_CONFIG, SqlReads, type AppConfig } from '@hospital/core';
import { accessLogRole, accessLogWords } from '@hospital/rules';

/**
 * The person's rows of the audit log: someone else read or changed their data (subject_id is
 * them, the actor is not). Sign-ins and the person's own acts are left out. The actor's role and
 * name come from the account row the log points at, as the Admin viewer reads them.
 */
const WHERE = `FROM audit_log l LEFT JOIN users a ON a.id = l.user_id
  WHERE l.subject_id = $1 AND l.action <> 'signIn' AND l.user_id IS DISTINCT FROM l.subject_id`;

interface Row {
  at: Date;
  action: string;
  actor_known: boolean;
  actor_role: string | null;
  actor_name: string | null;
}

/** Issue 15 item 4, "who has looked at my record". */
@Injectable()
export class AccessLog {
  constructor(
    @Inject(SqlReads) private readonly sql: SqlReads,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async page(userID: string, pageNumber: number, pageSize: number): Promise<AccessLogResponse> {
    const [rows, [{ n }]] = await Promise.all([
      this.sql.rows<Row>(
        `SELECT l.at, l.action, a.id IS NOT NULL AS actor_known, a.role AS actor_role,
                trim(coalesce(a.title_name, '') || a.first_name || ' ' || a.last_name) AS actor_name
           ${WHERE} ORDER BY l.at DESC, l.id DESC LIMIT $2 OFFSET $3`,
        [userID, pageSize, (pageNumber - 1) * pageSize],
      ),
      this.sql.rows<{ n: number }>(`SELECT count(*)::int AS n ${WHERE}`, [userID]),
    ]);
    return { data: rows.map((r) => this.entry(r)), totalCount: n, pageNumber, pageSize };
  }

  /** Every entry, for the copy of one's data. */
  async all(userID: string): Promise<AccessLogEntry[]> {
    const rows = await this.sql.rows<Row>(
      `SELECT l.at, l.action, a.id IS NOT NULL AS actor_known, a.role AS actor_role,
              trim(coalesce(a.title_name, '') || a.first_name || ' ' || a.last_name) AS actor_name
         ${WHERE} ORDER BY l.at DESC, l.id DESC`,
      [userID],
    );
    return rows.map((r) => this.entry(r));
  }

  private entry(r: Row): AccessLogEntry {
    const words = accessLogWords(r.action);
    return {
      at: new Date(r.at).toISOString(),
      role: accessLogRole(r.actor_role, r.actor_known),
      staffName: this.config.accessLogShowStaffNames && r.actor_known ? r.actor_name : null,
      action: words.action,
      where: words.where,
    };
  }
}
