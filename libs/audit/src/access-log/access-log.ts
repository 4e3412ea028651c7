import { Inject, Injectable } from '@nestjs/common';
import type { AccessLogEntry, AccessLogResponse } from '@hospital/contracts';
import { APP_CONFIG, People, SqlReads, type AppConfig, type PersonName } from '@hospital/core';
import { ACCESS_LOG_GROUP_MINUTES, ACCESS_LOG_READ_ACTIONS, accessLogCaregiver, accessLogRole, accessLogWords } from '@hospital/rules';

/**
 * The person's rows of the audit log: someone else read or changed their data (subject_id is
 * them, the actor is not). Sign-ins and the person's own acts are left out. The actor's role and
 * name come from the account the log points at (identity's, through the People token, asked
 * once for all the rows), as the Admin viewer reads them.
 *
 * Issue 35 item 2: the rows become lines here, in SQL, so a page is a page of lines. Per actor in
 * time order, a row starts a line unless it is a read ($2: the read actions) of the same action as
 * the actor's row before it, at most $3 minutes after it; a change always starts a line (and so
 * ends the reads before it). The line is `count` rows from `first_at` to `at`.
 * Issue 33 item 4: a caregiver's rows (acting_by) are theirs too (user_id is the caregiver), and
 * the line says so: 'คุณ <caregiver> (ผู้ดูแล)'.
 */
const LINES = `WITH marked AS (
    SELECT l.id, l.at, l.action, l.user_id, l.acting_by,
           CASE WHEN l.action = ANY($2::text[])
                 AND lag(l.action) OVER actor = l.action
                 AND l.at - lag(l.at) OVER actor <= make_interval(mins => $3::int)
                THEN 0 ELSE 1 END AS starts
      FROM audit_log l
     WHERE l.subject_id = $1 AND l.action <> 'signIn' AND l.user_id IS DISTINCT FROM l.subject_id
    WINDOW actor AS (PARTITION BY l.user_id ORDER BY l.at, l.id)
  ), numbered AS (
    SELECT m.*, sum(m.starts) OVER (PARTITION BY m.user_id ORDER BY m.at, m.id) AS line FROM marked m
  ), lines AS (
    SELECT max(n.at) AS at, min(n.at) AS first_at, count(*)::int AS count, max(n.id) AS last_id, n.action, n.user_id,
           bool_or(n.acting_by IS NOT NULL) AS by_caregiver
      FROM numbered n GROUP BY n.user_id, n.line, n.action
  )
  SELECT at, first_at, count, action, user_id, by_caregiver, last_id FROM lines`;

interface Row {
  at: Date;
  first_at: Date;
  count: number;
  action: string;
  user_id: string | null;
  by_caregiver: boolean;
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
    const grouping = this.grouping(userID);
    const [rows, [{ n }]] = await Promise.all([
      this.sql.rows<Row>(
        `${LINES} ORDER BY at DESC, last_id DESC LIMIT $4 OFFSET $5`,
        [...grouping, pageSize, (pageNumber - 1) * pageSize],
      ),
      this.sql.rows<{ n: number }>(`SELECT count(*)::int AS n FROM (${LINES}) grouped`, grouping),
    ]);
    return { data: await this.entries(rows), totalCount: n, pageNumber, pageSize };
  }

  /** Every entry, for the copy of one's data. */
  async all(userID: string): Promise<AccessLogEntry[]> {
    const rows = await this.sql.rows<Row>(`${LINES} ORDER BY at DESC, last_id DESC`, this.grouping(userID));
    return this.entries(rows);
  }

  /** $1–$3 of LINES: whose log, the read actions, the window in minutes. */
  private grouping(userID: string): [string, readonly string[], number] {
    return [userID, ACCESS_LOG_READ_ACTIONS, ACCESS_LOG_GROUP_MINUTES];
  }

  private async entries(rows: readonly Row[]): Promise<AccessLogEntry[]> {
    const actors = await this.people.namesOf(rows.map((r) => r.user_id));
    return rows.map((r) => this.entry(r, r.user_id === null ? undefined : actors.get(r.user_id)));
  }

  private entry(r: Row, actor: PersonName | undefined): AccessLogEntry {
    const words = accessLogWords(r.action);
    // Issue 33 item 4: a caregiver's act for the person is theirs, named always (the person's family, not staff).
    const caregiverName = r.by_caregiver ? (actor?.fullName ?? null) : null;
    if (caregiverName !== null) {
      return { at: new Date(r.at).toISOString(), firstAt: new Date(r.first_at).toISOString(), count: r.count, role: accessLogCaregiver(caregiverName), staffName: null, caregiverName, action: words.action, where: words.where };
    }
    return {
      at: new Date(r.at).toISOString(),
      firstAt: new Date(r.first_at).toISOString(),
      count: r.count,
      role: accessLogRole(actor?.role ?? null, actor !== undefined),
      staffName: this.config.accessLogShowStaffNames && actor ? actor.fullName : null,
      caregiverName: null,
      action: words.action,
      where: words.where,
    };
  }
}
