import { Inject, Injectable } from '@nestjs/common';
import type { AuditLogResponse } from '@hospital/contracts';
import { People, SqlReads } from '@hospital/core';
import { auditActionName } from '@hospital/rules';
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

const FROM = `FROM audit_log l`;

interface Row {
  id: string;
  at: Date;
  action: string;
  success: boolean;
  user_id: string | null;
  login: string | null;
  subject_id: string | null;
  ip: string | null;
  user_agent: string | null;
}

/** Issue 14 item 5: the audit log, searched and paged, newest first. */
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
    const params = [q.action, q.from, q.to, q.actor, actorLike, q.patient, actorIDs, patientIDs];
    const [rows, [{ n }]] = await Promise.all([
      this.sql.rows<Row>(
        `SELECT l.id, l.at, l.action, l.success, l.user_id, l.login, l.subject_id, l.ip, l.user_agent
           ${FROM} ${WHERE}
          ORDER BY l.at DESC, l.id DESC
          LIMIT $9 OFFSET $10`,
        [...params, q.PageSize, (q.PageNumber - 1) * q.PageSize],
      ),
      this.sql.rows<{ n: number }>(`SELECT count(*)::int AS n ${FROM} ${WHERE}`, params),
    ]);
    const people = await this.people.namesOf(rows.flatMap((r) => [r.user_id, r.subject_id]));
    const personOf = (id: string | null) => (id === null ? undefined : people.get(id));
    return {
      data: rows.map((r) => ({
        id: String(r.id),
        at: new Date(r.at).toISOString(),
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
