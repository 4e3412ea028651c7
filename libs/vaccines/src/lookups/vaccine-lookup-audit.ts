import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { GroupedWrites } from '@hospital/core';

interface LookupRow {
  kind: VaccineLookupKind;
  cid: string;
  ip: string | null;
  userID: string | null;
  userAgent: string | null;
  outcome: number;
}

/** What was asked about a national ID (care-services §6: the vaccine pages are open, keyed by it). */
export type VaccineLookupKind =
  | 'cert'
  | 'student.booking'
  | 'student.admin'
  | 'condition'
  | 'register'
  | 'confirm'
  | 'update'
  | 'birthcheck'
  | 'cancel'
  | 'admin.update';

/**
 * Who looked up or changed which national ID, from which address, and the answer's status:
 * one `vaccine_lookups` row per call, written as the call is answered (also for refusals, so
 * someone walking through IDs shows up). The signed-in user is kept when there is one.
 */
@Injectable()
export class VaccineLookupAudit {
  /**
   * Issue 34 (opening day): the rows of the calls answered while the last INSERT ran go in
   * the next one (group commit). Each call still waits for its own row before it is answered.
   */
  private readonly rows: GroupedWrites<LookupRow>;

  constructor(@Inject(DataSource) dataSource: DataSource) {
    this.rows = new GroupedWrites(async (rows) => {
      await dataSource.query(
        `INSERT INTO vaccine_lookups (kind, cid, ip, user_id, user_agent, outcome)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::uuid[], $5::text[], $6::int[])`,
        [rows.map((r) => r.kind), rows.map((r) => r.cid), rows.map((r) => r.ip), rows.map((r) => r.userID), rows.map((r) => r.userAgent), rows.map((r) => r.outcome)],
      );
    });
  }

  async record(request: FastifyRequest, kind: VaccineLookupKind, cid: unknown, outcome: number, userID: string | null = null): Promise<void> {
    const agent = request.headers['user-agent'];
    await this.rows.add({
      kind,
      cid: typeof cid === 'string' ? cid.slice(0, 32) : '',
      ip: request.ip ?? null,
      userID,
      userAgent: typeof agent === 'string' ? agent.slice(0, 300) : null,
      outcome,
    });
  }

  /** Runs `answer`, then records the call with the status it ended with (200, or the refusal's). */
  async around<T>(request: FastifyRequest, kind: VaccineLookupKind, cid: unknown, answer: () => Promise<T>, userID: string | null = null): Promise<T> {
    try {
      const result = await answer();
      await this.record(request, kind, cid, 200, userID);
      return result;
    } catch (e) {
      const status = typeof (e as { getStatus?: () => number }).getStatus === 'function' ? (e as { getStatus: () => number }).getStatus() : 500;
      await this.record(request, kind, cid, status, userID).catch(() => undefined);
      throw e;
    }
  }
}
