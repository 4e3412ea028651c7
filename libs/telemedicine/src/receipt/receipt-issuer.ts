import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Outbox } from '@hospital/core';
import { PeopleDirectory } from '@hospital/identity';
import { HIS_PORT, type HisPort } from '@hospital/integrations';
import { FLOW_STATUS, amountOf, fiscalYearOf, maskedName, receiptNumberOf } from '@hospital/rules';
import { paymentReferenceOf } from '../payment/promptpay.js';
import { TeleReceipts, type Receipt, type ReceiptItem } from './tele-receipts.js';

/** The one line of a case whose HIS rows are gone by the time it is verified: its stored cost total. */
const FALLBACK_ITEM = 'ค่าบริการการแพทย์ทางไกล';

/** When a receipt's payment was made and verified, and the move that verified it (none for a demo receipt). */
interface IssueTimes {
  paidAt: Date;
  verifiedAt: Date;
  transitionID: string | null;
}

/** The verification code of a receipt's QR: 128 random bits, base64url (22 characters); stored, so an altered code finds nothing. */
export function newVerifyCode(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Issue 32 item 7: issues the e-Receipt of a case Finance has just verified (flowStatus 4 → 5),
 * once. The HIS's cost rows are read first (a slow HIS holds no lock); then, in
 * one transaction under the case's row lock: no receipt yet → the next number of the fiscal year
 * of the verification, the receipt row with what it prints frozen, and ONE 'tele.receiptIssued'
 * (the LINE card). A second delivery, or two at once, finds the receipt and issues nothing; a
 * failure anywhere rolls the number back with the row (no gaps).
 */
@Injectable()
export class ReceiptIssuer {
  private readonly logger = new Logger('Receipts');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TeleReceipts) private readonly receipts: TeleReceipts,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(HIS_PORT) private readonly his: HisPort,
    @Inject(PeopleDirectory) private readonly people: PeopleDirectory,
  ) {}

  /** The receipt of the case (new, or the one issued before); null when there is nothing to put on it. */
  async issue(teleID: string, transitionID: string): Promise<Receipt | null> {
    return this.write(teleID, true, async (m) => {
      // Verified at the move to 5; paid when the patient last said so (the move to 4 before it).
      const [times]: Array<{ verified_at: Date | null; paid_at: Date | null }> = await m.query(
        `SELECT v.at AS verified_at,
                (SELECT max(p.at) FROM tele_transitions p WHERE p.tele_id = $1 AND p.to_status = $3 AND p.at <= v.at) AS paid_at
           FROM tele_transitions v WHERE v.id = $2 AND v.tele_id = $1 AND v.to_status = $4`,
        [teleID, transitionID, FLOW_STATUS.paymentConfirmed, FLOW_STATUS.paid],
      );
      if (!times?.verified_at) {
        this.logger.warn(`No receipt for case ${teleID}: transition ${transitionID} is not its move to 'paid'`);
        return null;
      }
      return { verifiedAt: times.verified_at, paidAt: times.paid_at ?? times.verified_at, transitionID };
    });
  }

  /**
   * Demo mode: the receipt of a demo case seeded as paid (5 and beyond), as if verified at
   * `verifiedAt` — no move of its own (demo cases have no history) and no LINE card (the demo
   * patient was not told of the other seeded steps either).
   */
  seedDemo(teleID: string, paidAt: Date, verifiedAt: Date): Promise<Receipt | null> {
    return this.write(teleID, false, async () => ({ verifiedAt, paidAt, transitionID: null }));
  }

  private async write(teleID: string, announce: boolean, when: (m: EntityManager) => Promise<IssueTimes | null>): Promise<Receipt | null> {
    const before = await this.receipts.ofCase(teleID);
    if (before) return before;
    const costs = await this.his.teleCosts(teleID);

    return this.dataSource.transaction(async (m) => {
      const [tele]: Array<{ id: string; user_id: string; cost_total: string | null }> = await m.query(
        `SELECT id, user_id, cost_total FROM tele_requests WHERE id = $1 FOR UPDATE`,
        [teleID],
      );
      if (!tele) return null; // removed since
      const issued = await this.receipts.ofCase(teleID, m);
      if (issued) return issued;
      const times = await when(m);
      if (!times) return null;
      const items: ReceiptItem[] = costs.length
        ? costs.map((c) => ({ name: c.svname, amount: Number(c.netcost) }))
        : tele.cost_total !== null
          ? [{ name: FALLBACK_ITEM, amount: Number(tele.cost_total) }]
          : [];
      if (items.length === 0) {
        this.logger.warn(`No receipt for case ${teleID}: the HIS has no costs for it`);
        return null;
      }

      const payer = await this.people.profileOf(tele.user_id, m);
      const receipt = await this.receipts.insert(
        m,
        {
          teleID,
          userID: tele.user_id,
          fiscalYear: fiscalYearOf(times.verifiedAt),
          verifyCode: newVerifyCode(),
          payerName: payer?.fullName ?? '',
          payerMasked: payer ? maskedName(payer) : '',
          hn: payer?.hn ?? null,
          items,
          total: amountOf(items),
          paymentReference: paymentReferenceOf(teleID),
          paidAt: times.paidAt,
          issuedAt: times.verifiedAt,
          transitionID: times.transitionID,
        },
        receiptNumberOf,
      );
      if (announce) {
        await this.outbox.event(m, 'tele.receiptIssued', {
          teleID,
          userID: receipt.userID,
          receiptNumber: receipt.receiptNumber,
          total: receipt.total,
          issuedAt: receipt.issuedAt.toISOString(),
        });
      }
      return receipt;
    });
  }
}
