import { Inject, Injectable } from '@nestjs/common';
import { NETWORK_ROLE_PREFIX, type TeleReportCase, type TeleReportFilter, type TeleReportQueries } from '@hospital/contracts';
import { PatientAccess, ReadDatabase, bindTo } from '@hospital/core';
import { PeopleDirectory } from '@hospital/identity';

/**
 * The cases a filter means: appointment dates from–to (inclusive), a service type, a
 * flowStatus, and for a network reader (networkOf: the report is scoped to a network user's
 * own) only their own consultations (asked by them or of them, as on the network board) whose
 * patient they may see (issue 28 item 2: the one patient access rule's condition, never a copy
 * of it). Parameters $1–$5 always in this order, then the rule's own.
 */
interface Scoped {
  /** With the appointment dates. */
  scope: string;
  /** The same without the appointment dates (charts whose day is another event's day). */
  scopeWithoutDates: string;
  params: unknown[];
}

function scopedOf(f: TeleReportFilter, access: PatientAccess): Scoped {
  const params: unknown[] = [f.from, f.to, f.serviceType, f.flowStatus, f.networkOf];
  // networkOf is set only for a network-hospital reader (records' reportScopedToOwn).
  const rule = f.networkOf ? access.condition({ userID: f.networkOf, role: NETWORK_ROLE_PREFIX }, 't.user_id', bindTo(params)) : 'TRUE';
  const rest = `($3::smallint IS NULL OR t.service_type = $3::smallint)
   AND ($4::smallint IS NULL OR t.flow_status = $4::smallint)
   AND ($5::uuid IS NULL OR t.created_by = $5::uuid OR t.parent_id = $5::uuid)
   AND ${rule}`;
  return { scope: `t.appoint_date BETWEEN $1::date AND $2::date AND ${rest}`, scopeWithoutDates: rest, params };
}

interface CaseRow {
  id: string;
  user_id: string;
  appoint_date: string;
  appoint_time: string;
  service_type: number;
  flow_status: number;
  cost_total: string | null;
}

/**
 * Issue 14 item 4: telemedicine's report query interface (contracts TeleReportQueries). The
 * report (libs/records) reads cases, stays in each flowStatus (tele_transitions) and amounts
 * verified (the move to 5) only through it; these tables stay telemedicine's own.
 * Issue 29 item 6: on the read replica when there is one (ReadDatabase), as it is: a report's
 * figures are about days gone by, and a few hundred milliseconds of lag change none of them.
 */
@Injectable()
export class TeleReportQueriesService implements TeleReportQueries {
  constructor(
    @Inject(ReadDatabase) private readonly sql: ReadDatabase,
    @Inject(PatientAccess) private readonly access: PatientAccess,
    @Inject(PeopleDirectory) private readonly people: PeopleDirectory,
  ) {}

  async cases(filter: TeleReportFilter, page: { limit: number; offset: number }): Promise<{ rows: TeleReportCase[]; totalCount: number }> {
    const { scope, params } = scopedOf(filter, this.access);
    const [rows, [{ n }]] = await Promise.all([
      this.sql.rows<CaseRow>(
        `SELECT t.id, t.user_id, to_char(t.appoint_date, 'YYYY-MM-DD') AS appoint_date, t.appoint_time, t.service_type, t.flow_status,
                t.cost_total
           FROM tele_requests t
          WHERE ${scope}
          ORDER BY t.appoint_date, t.appoint_time, t.created_at, t.id
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, page.limit, page.offset],
      ),
      this.sql.rows<{ n: number }>(`SELECT count(*)::int AS n FROM tele_requests t WHERE ${scope}`, params),
    ]);
    // Issue 30 item 1: the patients' names and HNs are identity's, asked once for the page.
    const names = await this.people.namesOf(rows.map((r) => r.user_id));
    return {
      totalCount: n,
      rows: rows.map((r) => ({
        teleID: r.id,
        userID: r.user_id,
        appointDate: r.appoint_date,
        appointTime: r.appoint_time,
        serviceType: Number(r.service_type),
        flowStatus: Number(r.flow_status),
        hn: names.get(r.user_id)?.hn ?? null,
        fullName: names.get(r.user_id)?.fullName ?? '',
        costTotal: r.cost_total === null ? null : Number(r.cost_total),
      })),
    };
  }

  /** Cases per appointment day and service type (days without cases are not rows). */
  async casesPerDay(filter: TeleReportFilter): Promise<Array<{ date: string; serviceType: number; cases: number }>> {
    const { scope, params } = scopedOf(filter, this.access);
    const rows = await this.sql.rows<{ date: string; service_type: number; cases: number }>(
      `SELECT to_char(t.appoint_date, 'YYYY-MM-DD') AS date, t.service_type, count(*)::int AS cases
         FROM tele_requests t WHERE ${scope}
        GROUP BY t.appoint_date, t.service_type ORDER BY t.appoint_date, t.service_type`,
      params,
    );
    return rows.map((r) => ({ date: r.date, serviceType: Number(r.service_type), cases: r.cases }));
  }

  /**
   * The median time the filter's cases spent in each flowStatus before moving on: every move
   * (tele_transitions) opens a stay in its new status that the next move closes; the first
   * stay runs from the booking to the first move. A stay not closed yet is not counted.
   */
  async medianTimeInStatus(filter: TeleReportFilter): Promise<Array<{ flowStatus: number; medianMinutes: number; stays: number }>> {
    const { scope, params } = scopedOf(filter, this.access);
    const rows = await this.sql.rows<{ status: number; median: number; stays: number }>(
      `WITH scoped AS (SELECT t.id, t.created_at FROM tele_requests t WHERE ${scope}),
            stays AS (
              SELECT tr.to_status AS status, tr.at AS since,
                     lead(tr.at) OVER (PARTITION BY tr.tele_id ORDER BY tr.at, tr.id) AS until
                FROM tele_transitions tr JOIN scoped s ON s.id = tr.tele_id
              UNION ALL
              SELECT first.from_status, s.created_at, first.at
                FROM scoped s
                JOIN LATERAL (SELECT from_status, at FROM tele_transitions WHERE tele_id = s.id ORDER BY at, id LIMIT 1) first ON true
            )
       SELECT status, percentile_cont(0.5) WITHIN GROUP (ORDER BY greatest(0, extract(epoch FROM until - since)) / 60)::float8 AS median,
              count(*)::int AS stays
         FROM stays WHERE until IS NOT NULL
        GROUP BY status`,
      params,
    );
    return rows.map((r) => ({ flowStatus: Number(r.status), medianMinutes: Math.round(r.median * 10) / 10, stays: r.stays }));
  }

  /**
   * Amounts verified per Bangkok day: each move to 5 (Finance or Admin confirmed the payment)
   * on a day from–to counts the case's costs (cost_total; without it, the amount the bank
   * matched on its newest slip). Service type, status and scope filter the cases as above.
   */
  async amountsVerifiedPerDay(filter: TeleReportFilter): Promise<Array<{ date: string; amount: number; cases: number }>> {
    const { scopeWithoutDates, params } = scopedOf(filter, this.access);
    const rows = await this.sql.rows<{ date: string; amount: number; cases: number }>(
      `SELECT to_char(tr.at AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD') AS date,
              sum(coalesce(t.cost_total,
                           (SELECT ps.verified_amount FROM tele_payment_slips ps
                             WHERE ps.tele_id = t.id AND ps.verification = 'match' ORDER BY ps.read_at DESC LIMIT 1),
                           0))::float8 AS amount,
              count(*)::int AS cases
         FROM tele_transitions tr JOIN tele_requests t ON t.id = tr.tele_id
        WHERE tr.to_status = 5
          AND (tr.at AT TIME ZONE 'Asia/Bangkok')::date BETWEEN $1::date AND $2::date
          AND ${scopeWithoutDates}
        GROUP BY 1 ORDER BY 1`,
      params,
    );
    return rows.map((r) => ({ date: r.date, amount: Number(r.amount), cases: r.cases }));
  }
}
