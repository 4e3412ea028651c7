import { Inject, Injectable } from '@nestjs/common';
import type { AuditLogResponse } from '@hospital/contracts';
import { SqlReads } from '@hospital/core';
import { auditActionName } from '@hospital/rules';
import type { AuditSearchInput } from './audit-viewer.schemas.js';

/** Escapes LIKE wildcards so a typed name matches literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const nameOf = (alias: string) => `trim(coalesce(${alias}.title_name, '') || ${alias}.first_name || ' ' || ${alias}.last_name)`;

/**
 * The WHERE of a search, $1–$7: action, Bangkok days from–to, the actor (exact: account id,
 * HN, national ID; or part of the name, login or e-mail), the patient (exact, or part of the name).
 * The names come from the account rows the log points at (audit_log.user_id, subject_id).
 */
const WHERE = `
   WHERE ($1::text IS NULL OR l.action = $1)
     AND ($2::date IS NULL OR l.at >= ($2::date::timestamp AT TIME ZONE 'Asia/Bangkok'))
     AND ($3::date IS NULL OR l.at < (($3::date + 1)::timestamp AT TIME ZONE 'Asia/Bangkok'))
     AND ($4::text IS NULL OR l.user_id::text = $4 OR a.hn = $4 OR a.id_card = $4
          OR coalesce(l.login, '') ILIKE $5 OR coalesce(a.email, '') ILIKE $5 OR ${nameOf('a')} ILIKE $5)
     AND ($6::text IS NULL OR l.subject_id::text = $6 OR p.hn = $6 OR p.id_card = $6 OR ${nameOf('p')} ILIKE $7)`;

const FROM = `FROM audit_log l LEFT JOIN users a ON a.id = l.user_id LEFT JOIN users p ON p.id = l.subject_id`;

interface Row {
  id: string;
  at: Date;
  action: string;
  success: boolean;
  user_id: string | null;
  actor_name: string | null;
  actor_role: string | null;
  login: string | null;
  subject_id: string | null;
  patient_name: string | null;
  patient_hn: string | null;
  ip: string | null;
  user_agent: string | null;
}

/** Issue 14 item 5: the audit log, searched and paged, newest first. */
@Injectable()
export class AuditSearch {
  constructor(@Inject(SqlReads) private readonly sql: SqlReads) {}

  async search(q: AuditSearchInput): Promise<AuditLogResponse> {
    const params = [q.action, q.from, q.to, q.actor, q.actor ? contains(q.actor) : null, q.patient, q.patient ? contains(q.patient) : null];
    const [rows, [{ n }]] = await Promise.all([
      this.sql.rows<Row>(
        `SELECT l.id, l.at, l.action, l.success, l.user_id, ${nameOf('a')} AS actor_name, a.role AS actor_role, l.login,
                l.subject_id, ${nameOf('p')} AS patient_name, p.hn AS patient_hn, l.ip, l.user_agent
           ${FROM} ${WHERE}
          ORDER BY l.at DESC, l.id DESC
          LIMIT $8 OFFSET $9`,
        [...params, q.PageSize, (q.PageNumber - 1) * q.PageSize],
      ),
      this.sql.rows<{ n: number }>(`SELECT count(*)::int AS n ${FROM} ${WHERE}`, params),
    ]);
    return {
      data: rows.map((r) => ({
        id: String(r.id),
        at: new Date(r.at).toISOString(),
        action: r.action,
        actionName: auditActionName(r.action),
        success: r.success,
        actorID: r.user_id,
        actorName: r.actor_name,
        actorRole: r.actor_role,
        login: r.login,
        patientID: r.subject_id,
        patientName: r.patient_name,
        patientHN: r.patient_hn,
        ip: r.ip,
        userAgent: r.user_agent,
      })),
      totalCount: n,
      pageNumber: q.PageNumber,
      pageSize: q.PageSize,
    };
  }
}
