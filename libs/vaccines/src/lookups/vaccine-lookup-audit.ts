import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';

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
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async record(request: FastifyRequest, kind: VaccineLookupKind, cid: unknown, outcome: number, userID: string | null = null): Promise<void> {
    const asked = typeof cid === 'string' ? cid.slice(0, 32) : '';
    const agent = request.headers['user-agent'];
    await this.dataSource.query(
      `INSERT INTO vaccine_lookups (kind, cid, ip, user_id, user_agent, outcome) VALUES ($1, $2, $3, $4, $5, $6)`,
      [kind, asked, request.ip ?? null, userID, typeof agent === 'string' ? agent.slice(0, 300) : null, outcome],
    );
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
