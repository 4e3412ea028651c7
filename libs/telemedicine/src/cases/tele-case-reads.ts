import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { TeleCaseWithTokens, TeleCostRow, TeleInfoResponse, TeleRequest } from '@hospital/contracts';
import { PatientAccessAudit } from '@hospital/audit';
import type { AuthUser } from '@hospital/core';
import { HIS_PORT, type HisPort } from '@hospital/integrations';
import { MESSAGES, TELE_MESSAGES, amountOf } from '@hospital/rules';
import { TeleQueue } from '../queue/tele-queue.js';
import { PeopleDirectory } from '@hospital/identity';
import { TELE_SELECT, TeleRecords, toTeleRequest, type TeleAccess, type TeleCaseRow, type TeleRow } from './tele-records.js';

/** The sum of the HIS's net costs, in baht with satang. */
export function costTotalOf(rows: readonly TeleCostRow[]): number {
  return amountOf(rows.map((r) => ({ amount: r.netcost })));
}

/**
 * The reads of one case (care-services §3 Tele info response, §7): the staff detail with
 * the HIS's costs and drugs, the costs the patient pays, the patient's own list. Who may read
 * is decided by TeleRecords where the row is read; reads by anyone but the patient are audited.
 */
@Injectable()
export class TeleCaseReads {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TeleRecords) private readonly records: TeleRecords,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
    @Inject(HIS_PORT) private readonly his: HisPort,
    @Inject(TeleQueue) private readonly queue: TeleQueue,
    @Inject(PeopleDirectory) private readonly people: PeopleDirectory,
  ) {}

  /** GET /api/v1/tele/info/{teleID}: hospital staff, or the network user of a consultation. */
  async info(user: AuthUser, teleID: string): Promise<TeleInfoResponse> {
    const row = await this.dataSource.transaction(async (m) => {
      const { row, access } = await this.records.readable(m, user, teleID);
      if (access === 'owner') throw new ForbiddenException(MESSAGES.forbidden);
      await this.audit.record(m, user.userID, row.user_id, 'tele.read');
      return row;
    });
    const [person, costList, drugList, bookedBy] = await Promise.all([
      this.people.profileOf(row.user_id),
      this.his.teleCosts(row.id),
      this.his.teleDrugs(row.id),
      this.bookedBy(row.id),
    ]);
    return {
      profile: {
        firstName: person?.firstName ?? '',
        lastName: person?.lastName ?? '',
        hn: person?.hn ?? null,
        line: person?.lineUserId ? { product: person.lineUserId } : null,
        lineStatus: person?.lineStatus ?? 'none',
      },
      tele: toTeleRequest(row),
      // LINE's display name and picture are not kept (the LIFF page reads them itself).
      lineProfile: null,
      costList,
      costTotal: costTotalOf(costList),
      drugList,
      bookedBy,
    };
  }

  /** Issue 33 item 4: the caregiver who booked the case for the person, as kept at booking; null when the person booked. */
  private async bookedBy(teleID: string): Promise<TeleInfoResponse['bookedBy']> {
    const [row]: Array<{ booked_by_name: string | null; booked_by_phone: string | null }> = await this.dataSource.query(
      `SELECT booked_by_name, booked_by_phone FROM tele_requests WHERE id = $1`,
      [teleID],
    );
    return row?.booked_by_name ? { fullName: row.booked_by_name, phone: row.booked_by_phone } : null;
  }

  /** GET /api/v1/tele/cost/{teleID}: hospital staff, and the patient (the payment page). */
  async costs(user: AuthUser, teleID: string): Promise<{ data: TeleCostRow[]; costTotal: number }> {
    await this.readAs(user, teleID, ['owner', 'staff']);
    const data = await this.his.teleCosts(teleID);
    return { data, costTotal: costTotalOf(data) };
  }

  /** GET /api/v1/tele/{teleID}: the case for the video pages; the tokens are the video's to fill. */
  async withTokens(user: AuthUser, teleID: string): Promise<{ data: TeleCaseWithTokens }> {
    const row = await this.readAs(user, teleID, ['owner', 'staff', 'network', 'doctor']);
    return { data: { ...toTeleRequest(row), tokSession: null, tokToken: null } };
  }

  /** GET /api/v1/mytele/{teleID}: the patient's own case; anyone else's is not found. */
  async mine(user: AuthUser, teleID: string): Promise<{ data: TeleRequest }> {
    const { row, access } = await this.records.readable(this.dataSource.manager, user, teleID);
    if (access !== 'owner') throw new NotFoundException(TELE_MESSAGES.teleNotFound);
    const [data] = await this.queue.fill(this.dataSource.manager, [toTeleRequest(row)]);
    return { data };
  }

  /** GET /api/v1/mytele: the patient's own cases, newest appointment first; today's waiting video visits with their place in the queue (issue 13 item 6). */
  async myList(user: AuthUser): Promise<{ data: TeleRequest[] }> {
    const caseRows: TeleCaseRow[] = await this.dataSource.query(
      `${TELE_SELECT} WHERE t.user_id = $1 ORDER BY t.appoint_date DESC, t.appoint_time DESC, t.created_at DESC LIMIT 500`,
      [user.userID],
    );
    const rows = await this.records.named(caseRows);
    return { data: await this.queue.fill(this.dataSource.manager, rows.map(toTeleRequest)) };
  }

  /** The case if the caller's access is one of `allowed` (404 otherwise); non-owner reads audited. */
  private async readAs(user: AuthUser, teleID: string, allowed: ReadonlyArray<TeleAccess>): Promise<TeleRow> {
    return this.dataSource.transaction(async (m) => {
      const { row, access } = await this.records.readable(m, user, teleID);
      if (!allowed.includes(access)) throw new NotFoundException(TELE_MESSAGES.teleNotFound);
      if (access !== 'owner') await this.audit.record(m, user.userID, row.user_id, 'tele.read');
      return row;
    });
  }
}
