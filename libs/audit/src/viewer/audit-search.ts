import { Inject, Injectable } from '@nestjs/common';
import type { AuditLogResponse } from '@hospital/contracts';
import { People, SqlReads } from '@hospital/core';
import { ACCESS_LOG_GROUP_MINUTES, ACCESS_LOG_READ_ACTIONS, auditActionName } from '@hospital/rules';
import type { AuditSearchInput } from './audit-viewer.schemas.js';

/** Escapes LIKE wildcards so a typed name matches literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The WHERE of a search, $1–$8: action, Bangkok days from–to, the actor (exact: account id,
 * HN, national ID; or part of the name, login or e-mail), the patient (exact, or part of the name).
 * The people are identity's (issue 30 item 1): the accounts the actor's and the patient's words
 * match are asked of it first ($7, $8: their ids), and the names of the rows' accounts after.
 */
const WHERE = `
   WHERE ($1::text IS NULL OR l.action = $1)
     AND ($2::date IS NULL OR l.at >= ($2::date::timestamp AT TIME ZONE 'Asia/Bangkok'))
     AND ($3::date IS NULL OR l.at < (($3::date + 1)::timestamp AT TIME ZONE 'Asia/Bangkok'))
     AND ($4::text IS NULL OR l.user_id::text = $4 OR l.user_id = ANY($7::uuid[]) OR coalesce(l.login, '') ILIKE $5)
     AND ($6::text IS NULL OR l.subject_id::text = $6 OR l.subject_id = ANY($8::uuid[]))`;

/**
 * Issue 35 item 2: the matching rows become lines. Per actor and patient in time order, a row
 * starts a line unless it is a read ($9: the read actions) of the same action, from the same
 * address and with the same outcome as the row before it, at most $10 minutes after it. Sign-ins
 * and changes are always lines of their own. $1–$8 are WHERE's.
 */
const LINES = `WITH marked AS (
    SELECT l.*,
           CASE WHEN l.action = ANY($9::text[])
                 AND lag(l.action) OVER pair = l.action
                 AND lag(l.success) OVER pair = l.success
                 AND lag(l.ip) OVER pair IS NOT DISTINCT FROM l.ip
                 AND l.at - lag(l.at) OVER pair <= make_interval(mins => $10::int)
                THEN 0 ELSE 1 END AS starts
      FROM audit_log l ${WHERE}
    WINDOW pair AS (PARTITION BY l.user_id, l.subject_id ORDER BY l.at, l.id)
  ), numbered AS (
    SELECT m.*, sum(m.starts) OVER (PARTITION BY m.user_id, m.subject_id ORDER BY m.at, m.id) AS line FROM marked m
  ), lines AS (
    SELECT max(n.id) AS id, max(n.at) AS at, min(n.at) AS first_at, count(*)::int AS count, n.action, n.success,
           n.user_id, n.subject_id, n.ip,
           (array_agg(n.login ORDER BY n.at DESC, n.id DESC))[1] AS login,
           (array_agg(n.user_agent ORDER BY n.at DESC, n.id DESC))[1] AS user_agent
      FROM numbered n GROUP BY n.user_id, n.subject_id, n.line, n.action, n.success, n.ip
  )
  SELECT id, at, first_at, count, action, success, user_id, login, subject_id, ip, user_agent FROM lines`;

interface Row {
  id: string;
  at: Date;
  first_at: Date;
  count: number;
  action: string;
  success: boolean;
  user_id: string | null;
  login: string | null;
  subject_id: string | null;
  ip: string | null;
  user_agent: string | null;
}

/** Issue 14 item 5: the audit log, searched and paged, newest first; issue 35 item 2: repeated reads are one line. */
@Injectable()
export class AuditSearch {
  constructor(
    @Inject(SqlReads) private readonly sql: SqlReads,
    @Inject(People) private readonly people: People,
  ) {}

  async search(q: AuditSearchInput): Promise<AuditLogResponse> {
    const actorLike = q.actor ? contains(q.actor) : null;
    const patientLike = q.patient ? contains(q.patient) : null;
    const [actorIDs, patientIDs] = await Promise.all([
      q.actor === null || q.actor === undefined ? [] : this.people.findUserIDs({ hns: [q.actor], idCards: [q.actor], emailLike: actorLike, nameLike: actorLike }),
      q.patient === null || q.patient === undefined ? [] : this.people.findUserIDs({ hns: [q.patient], idCards: [q.patient], nameLike: patientLike }),
    ]);
    const params = [q.action, q.from, q.to, q.actor, actorLike, q.patient, actorIDs, patientIDs, ACCESS_LOG_READ_ACTIONS, ACCESS_LOG_GROUP_MINUTES];
    const [rows, [{ n }]] = await Promise.all([
      this.sql.rows<Row>(
        `${LINES} ORDER BY at DESC, id DESC LIMIT $11 OFFSET $12`,
        [...params, q.PageSize, (q.PageNumber - 1) * q.PageSize],
      ),
      this.sql.rows<{ n: number }>(`SELECT count(*)::int AS n FROM (${LINES}) grouped`, params),
    ]);
    const people = await this.people.namesOf(rows.flatMap((r) => [r.user_id, r.subject_id]));
    const personOf = (id: string | null) => (id === null ? undefined : people.get(id));
    return {
      data: rows.map((r) => ({
        id: String(r.id),
        at: new Date(r.at).toISOString(),
        firstAt: new Date(r.first_at).toISOString(),
        count: r.count,
        action: r.action,
        actionName: auditActionName(r.action),
        success: r.success,
        actorID: r.user_id,
        actorName: personOf(r.user_id)?.fullName ?? null,
        actorRole: personOf(r.user_id)?.role ?? null,
        login: r.login,
        patientID: r.subject_id,
        patientName: personOf(r.subject_id)?.fullName ?? null,
        patientHN: personOf(r.subject_id)?.hn ?? null,
        ip: r.ip,
        userAgent: r.user_agent,
      })),
      totalCount: n,
      pageNumber: q.PageNumber,
      pageSize: q.PageSize,
    };
  }
}
