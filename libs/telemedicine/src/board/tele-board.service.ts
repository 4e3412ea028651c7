import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Role, type TeleListResponse } from '@hospital/contracts';
import { Clock, PatientAccess, ReadDatabase, type AuthUser } from '@hospital/core';
import { CONSULT_SERVICE_TYPE, FLOW_STATUS, byUrgency, emptyStatusCounts, isNetworkRole, parseTeleBoardQuery, statusesOfView, type BoardSort, type TeleBoardFilter } from '@hospital/rules';
import { PeopleDirectory } from '@hospital/identity';
import { TELE_SELECT, TeleRecords, toTeleRequest, type TeleCaseRow } from '../cases/tele-records.js';
import { TeleQueue } from '../queue/tele-queue.js';
import { SlaTimers } from '../sla/sla-timers.js';
import type { DoctorBoardQueryInput, NetworkBoardQueryInput, TeleBoardQueryInput } from './tele-board.schemas.js';

/** Rows a list answers at most, earliest appointments first (a day is far below it; with AppointDatetime=all the list is cut there, the counts are not). */
export const BOARD_ROW_LIMIT = 1000;

/** Escapes LIKE wildcards so a keyword matches literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

interface Where {
  sql: string[];
  params: unknown[];
}

function add(where: Where, sql: (p: string) => string, value: unknown): void {
  where.params.push(value);
  where.sql.push(sql(`$${where.params.length}`));
}

/**
 * The WHERE of a list: the caller's scope (network: their own consultations), then the date,
 * service type and keyword. `withStatus` adds the FlowStatus and Board filters (the rows);
 * without them it is the scope of the counts. `keywordUsers`: the people the keyword matches
 * (identity's PeopleDirectory: name, HN, phone, national ID), asked once before.
 */
function whereOf(filter: TeleBoardFilter, scope: Scope, withStatus: boolean, keywordUsers: readonly string[]): Where {
  // Issue 28 item 1: a case booked without the photos its type needs waits for them off every board.
  const where: Where = { sql: ['NOT t.awaiting_photos'], params: [] };
  if (scope.networkOf) add(where, (p) => `(t.created_by = ${p} OR t.parent_id = ${p})`, scope.networkOf);
  // Issue 35 item 1: the doctor's board is the doctor stage; a network doctor's, the cases open to them (teleAccessOf).
  if (scope.doctorStage) where.sql.push(`t.flow_status = ${FLOW_STATUS.doctor}`);
  if (scope.doctorOf) where.sql.push(`t.service_type <> ${CONSULT_SERVICE_TYPE}`);
  // Issue 28 item 2: the one patient access rule, as the condition it produces (a network reader
  // loses the patients who withdrew network sharing or are deactivated).
  where.sql.push(scope.access.condition(scope.viewer, 't.user_id', (value) => {
    where.params.push(value);
    return `$${where.params.length}`;
  }));
  if (filter.date) add(where, (p) => `t.appoint_date = ${p}::date`, filter.date);
  if (filter.serviceType !== null) add(where, (p) => `t.service_type = ${p}`, filter.serviceType);
  if (filter.keyword) {
    where.params.push([...keywordUsers]);
    const users = `$${where.params.length}`;
    add(where, (p) => `(t.user_id = ANY(${users}::uuid[]) OR t.phone ILIKE ${p})`, likePattern(filter.keyword));
  }
  if (withStatus) {
    if (filter.flowStatus !== null) add(where, (p) => `t.flow_status = ${p}`, filter.flowStatus);
    if (filter.board) add(where, (p) => `t.flow_status = ANY(${p}::smallint[])`, statusesOfView(filter.board));
  }
  return where;
}

/** Whose list it is: the reader, the rule they are read by, and for a network reader their own consultations. */
interface Scope {
  networkOf: string | null;
  /** Issue 35 item 1: only flowStatus 2; doctorOf: a network doctor, who sees the hospital's cases, not others' consultations (teleAccessOf 'doctor'). */
  doctorStage?: boolean;
  doctorOf?: string | null;
  viewer: AuthUser;
  access: PatientAccess;
}

const sqlWhere = (w: Where) => (w.sql.length ? `WHERE ${w.sql.join(' AND ')}` : '');

/** The filter a board query means (libs/rules parseTeleBoardQuery, the page's own reading): 'all', today, a board. */
function filterOf(query: TeleBoardQueryInput | NetworkBoardQueryInput, network: boolean): TeleBoardFilter {
  const parsed = parseTeleBoardQuery(query, Date.now(), { network });
  if (parsed.problem !== null) throw new BadRequestException(parsed.problem);
  return parsed.filter;
}

/**
 * care-services §7 staff lists. Who may call is decided by the controller's @Allow; what a network
 * user sees is decided here, in the query (their consultations only), as teleAccessOf does
 * for one case.
 */
@Injectable()
export class TeleBoardService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(TeleQueue) private readonly queue: TeleQueue,
    @Inject(SlaTimers) private readonly sla: SlaTimers,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(PatientAccess) private readonly access: PatientAccess,
    @Inject(ReadDatabase) private readonly reads: ReadDatabase,
    @Inject(PeopleDirectory) private readonly people: PeopleDirectory,
    @Inject(TeleRecords) private readonly records: TeleRecords,
  ) {}

  /** GET /api/v1/tele: every case of the filters (hospital staff read every case). */
  hospitalList(user: AuthUser, query: TeleBoardQueryInput): Promise<TeleListResponse> {
    return this.list(filterOf(query, false), { networkOf: null, viewer: user, access: this.access }, query.Sort);
  }

  /**
   * GET /api/v1/networktele: consultations (service type 3); a network user's own — asked
   * for by them (created_by) or asked of them (parent_id); Admin sees every consultation.
   */
  networkList(user: AuthUser, query: NetworkBoardQueryInput): Promise<TeleListResponse> {
    return this.list(filterOf(query, true), { networkOf: user.role === Role.Admin ? null : user.userID, viewer: user, access: this.access }, query.Sort);
  }

  /** Issue 35 item 1 GET /api/v1/doctortele: the day's doctor-stage cases, earliest appointment (the queue order) first. */
  doctorList(user: AuthUser, query: DoctorBoardQueryInput): Promise<TeleListResponse> {
    const filter = filterOf({ AppointDatetime: query.AppointDatetime, Keyword: query.Keyword }, false);
    const doctorOf = isNetworkRole(user.role) ? user.userID : null;
    return this.list(filter, { networkOf: null, doctorStage: true, doctorOf, viewer: user, access: this.access });
  }

  private async list(filter: TeleBoardFilter, scope: Scope, sort: BoardSort = 'appointment'): Promise<TeleListResponse> {
    // Issue 30 item 1: the people the keyword matches are identity's to find (one query), the cases ours.
    const keywordUsers = filter.keyword ? await this.people.findUserIDs({ keywordLike: likePattern(filter.keyword) }) : [];
    const rowsWhere = whereOf(filter, scope, true, keywordUsers);
    const countWhere = whereOf(filter, scope, false, keywordUsers);
    // Issue 29 item 6: the list and its counts on the read replica when there is one, fresh: the
    // board refetches on every realtime event, sent after the commit, so it never misses the
    // change it was told of (ReadDatabase).
    const [caseRows, counted] = await Promise.all([
      this.reads.rows<TeleCaseRow>(
        `${TELE_SELECT} ${sqlWhere(rowsWhere)}
         ORDER BY t.appoint_date, t.appoint_time, t.created_at, t.id
         LIMIT ${BOARD_ROW_LIMIT}`,
        rowsWhere.params,
        { fresh: true },
      ),
      this.reads.rows<{ flow_status: number; n: number }>(
        `SELECT t.flow_status, count(*)::int AS n
           FROM tele_requests t
           ${sqlWhere(countWhere)}
          GROUP BY t.flow_status`,
        countWhere.params,
        { fresh: true },
      ),
    ]);
    const rows = await this.records.named(caseRows);
    const counts = emptyStatusCounts();
    for (const c of counted) counts[String(c.flow_status)] = c.n;
    // Today's waiting video visits carry their place, the same order the patient sees (issue 13 item 6).
    const filled = await this.queue.fill(this.db.manager, rows.map(toTeleRequest));
    // Issue 14 item 1: each row's SLA timer on the hospital calendar at the Clock's now; 'urgency' sorts by it.
    const now = this.clock.now();
    const timed = await this.sla.onRows(this.db.manager, filled, now);
    return { data: sort === 'urgency' ? byUrgency(timed) : timed, counts, now: now.toISOString() };
  }
}
