import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PatientAccessAudit } from '@hospital/audit';
import type { SlipChecksResponse, TelePaymentResponse } from '@hospital/contracts';
import { APP_CONFIG, type AppConfig, type AuthUser } from '@hospital/core';
import { HIS_PORT, type HisPort } from '@hospital/integrations';
import { amountOf } from '@hospital/rules';
import { PeopleDirectory } from '@hospital/identity';
import { SLIP_CHECK_JSON, TeleRecords, namedSlips, toSlipCheck, type SlipCheckJson, type TeleRow } from '../cases/tele-records.js';
import { promptPayFor } from './promptpay.js';

/**
 * Issue 13 items 3–5, the reads of a case's money: GET /api/v1/tele/{teleID}/payment (what the
 * patient pays, from the HIS's cost rows, with the PromptPay QR) and GET /api/v1/tele/{teleID}/slips
 * (what the worker read from each slip). The patient whose case it is, Finance and Admin (the
 * controller's @Allow refuses other roles with 403); another patient's or an unknown case is 404.
 * Reads by anyone but the patient are audited ('tele.read').
 */
@Injectable()
export class PaymentReadsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TeleRecords) private readonly records: TeleRecords,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
    @Inject(HIS_PORT) private readonly his: HisPort,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PeopleDirectory) private readonly people: PeopleDirectory,
  ) {}

  async payment(user: AuthUser, teleID: string): Promise<TelePaymentResponse> {
    const row = await this.readable(user, teleID);
    const rows = await this.his.teleCosts(row.id);
    const items = rows.map((r) => ({ name: r.svname, amount: r.netcost }));
    const amount = items.length > 0 ? amountOf(items) : null;
    // Issue 32 item 7: a bill-payment QR carries the patient's HN as reference 2.
    const hn = amount !== null && this.config.payments.promptPayBillerId ? ((await this.people.profileOf(row.user_id))?.hn ?? null) : null;
    return { amount, items, promptPay: promptPayFor(this.config.payments, row.id, amount, hn) };
  }

  async slips(user: AuthUser, teleID: string): Promise<SlipChecksResponse> {
    const row = await this.readable(user, teleID);
    const rows: Array<{ slip: SlipCheckJson }> = await this.dataSource.query(
      `SELECT ${SLIP_CHECK_JSON} AS slip FROM tele_payment_slips s WHERE s.tele_id = $1 ORDER BY s.read_at DESC, s.file_id`,
      [row.id],
    );
    await namedSlips(this.people, rows.map((r) => r.slip));
    return { data: rows.map((r) => toSlipCheck(r.slip)!) };
  }

  /** The case if the caller may read its money (owner, or staff the controller let through); audited for staff. */
  private readable(user: AuthUser, teleID: string): Promise<TeleRow> {
    return this.dataSource.transaction(async (m) => {
      const { row, access } = await this.records.readable(m, user, teleID);
      if (access !== 'owner') await this.audit.record(m, user.userID, row.user_id, 'tele.read');
      return row;
    });
  }
}
