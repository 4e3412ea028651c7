import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { JobPayload, SlipVerification } from '@hospital/contracts';
import { APP_CONFIG, JobHandler, type AppConfig } from '@hospital/core';
import { HIS_PORT, SLIP_VERIFY_PORT, type HisPort, type SlipVerifyAnswer, type SlipVerifyPort } from '@hospital/integrations';
import { RESIZED_IMAGE_TYPES } from '@hospital/rules';
import { costTotalOf } from '../cases/tele-case-reads.js';
import { TeleEvents } from '../cases/tele-events.js';
import { TeleRecords } from '../cases/tele-records.js';
import { FileRecords, StoredFiles, type FileRow } from '@hospital/files';
import { readQrFromImage } from './slip-image.js';
import { parseSlipQr, type SlipQrReference } from './slip-qr.js';

/** What a slip row already holds (a retry of the job continues from it). */
interface SlipRow {
  qr_state: 'read' | 'none';
  sending_bank: string | null;
  trans_ref: string | null;
  verification: SlipVerification | null;
}

/**
 * The bank's answer against the case's amount (issue 13 item 5): 'match' when the bank booked
 * exactly the amount the HIS asks for (satang-exact), 'mismatch' for any other amount (or when
 * the case has no amount), 'unknown' when the bank does not know the reference. The receiving
 * account is not compared (banks answer it masked; Finance reads it on the slip): see the report.
 */
export function verificationOf(answer: SlipVerifyAnswer, caseAmount: number | null): SlipVerification {
  if (!answer.found) return 'unknown';
  if (caseAmount === null) return 'mismatch';
  return Math.round(answer.amount * 100) === Math.round(caseAmount * 100) ? 'match' : 'mismatch';
}

/**
 * 'payments.readSlip' (issue 13 item 5): reads the QR code of a payment slip (file category 2
 * of a case), records what it names — sending bank and transaction reference, or 'none' — in
 * tele_payment_slips, and, where a slip-verification API is configured (SLIP_VERIFY_URL), asks
 * the bank about the reference and records its answer next to it. Finance still decides.
 *
 * Two steps, each committed with a 'tele.changed' (reason 'slip') so the finance board and the
 * case refetch live:
 *  1. the QR read: INSERT … ON CONFLICT (file_id) DO NOTHING — a retry never makes a second row;
 *  2. the bank's answer: UPDATE … WHERE verification IS NULL. A bank that is down throws after
 *     step 1, so the job retries with backoff and the retry only asks the bank again.
 * A file that is not an image the worker can decode (a PDF slip, a broken image) is recorded
 * as 'none' (no QR found): Finance looks at it themselves.
 */
@Injectable()
export class SlipReadHandler {
  private readonly logger = new Logger('Slips');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(FileRecords) private readonly files: FileRecords,
    @Inject(StoredFiles) private readonly stored: StoredFiles,
    @Inject(TeleRecords) private readonly cases: TeleRecords,
    @Inject(TeleEvents) private readonly events: TeleEvents,
    @Inject(HIS_PORT) private readonly his: HisPort,
    @Inject(SLIP_VERIFY_PORT) private readonly bank: SlipVerifyPort,
  ) {}

  @JobHandler('payments.readSlip')
  async read({ fileID }: JobPayload<'payments.readSlip'>): Promise<void> {
    const file = await this.files.find(this.dataSource.manager, fileID);
    if (!file || file.category !== 2 || !file.tele_id) return; // deleted, or not a slip of a case
    const teleID = file.tele_id;

    let slip = await this.slipRow(this.dataSource.manager, fileID);
    if (!slip) {
      const read = await this.readQr(file);
      await this.dataSource.transaction(async (m) => {
        const inserted: unknown[] = await m.query(
          `INSERT INTO tele_payment_slips (file_id, tele_id, qr_state, qr_payload, sending_bank, trans_ref)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (file_id) DO NOTHING RETURNING file_id`,
          [fileID, teleID, read.ref ? 'read' : 'none', read.payload, read.ref?.sendingBank ?? null, read.ref?.transRef ?? null],
        );
        if (inserted.length > 0) await this.announce(m, teleID);
      });
      slip = await this.slipRow(this.dataSource.manager, fileID);
    }

    if (!slip || slip.qr_state !== 'read' || slip.verification !== null || !this.config.payments.slipVerifyUrl) return;
    const ref: SlipQrReference = { sendingBank: slip.sending_bank!, transRef: slip.trans_ref! };
    // Asked outside any transaction: a slow bank must hold no lock. Down → throws → the job retries.
    const answer = await this.bank.verify(ref);
    const costs = await this.his.teleCosts(teleID);
    const caseAmount = costs.length > 0 ? costTotalOf(costs) : null;
    const verification = verificationOf(answer, caseAmount);
    await this.dataSource.transaction(async (m) => {
      const updated: unknown[] = await m.query(
        `UPDATE tele_payment_slips SET verification = $2, verified_amount = $3 WHERE file_id = $1 AND verification IS NULL RETURNING file_id`,
        [fileID, verification, answer.found ? answer.amount : null],
      );
      if (updated.length > 0) await this.announce(m, teleID);
    });
  }

  private async slipRow(m: EntityManager, fileID: string): Promise<SlipRow | null> {
    const rows: SlipRow[] = await m.query(`SELECT qr_state, sending_bank, trans_ref, verification FROM tele_payment_slips WHERE file_id = $1`, [fileID]);
    return rows[0] ?? null;
  }

  /** The QR's payload and what it names; nothing for a file that is no decodable image or has no slip QR. */
  private async readQr(file: FileRow): Promise<{ payload: string | null; ref: SlipQrReference | null }> {
    if (file.state === 'processing') throw new Error(`payments.readSlip: file ${file.id} is still being processed`); // queued early: retried
    if (file.state === 'failed' || !RESIZED_IMAGE_TYPES.includes(file.content_type)) return { payload: null, ref: null };
    const bytes = await this.stored.bytesOf(file);
    if (!bytes) throw new Error(`payments.readSlip: the bytes of file ${file.id} are missing from the store`);
    let payload: string | null = null;
    try {
      payload = await readQrFromImage(bytes);
    } catch (error) {
      this.logger.warn(`Slip ${file.id} does not decode: ${(error as Error).message}`);
    }
    const ref = payload ? parseSlipQr(payload) : null;
    // The payload is kept only when it is a slip's (a payment QR or a link in a photo is not ours to keep).
    return { payload: ref ? payload : null, ref };
  }

  private async announce(m: EntityManager, teleID: string): Promise<void> {
    const tele = await this.cases.find(m, teleID);
    if (tele) await this.events.changed(m, { teleID, userID: tele.user_id, serviceType: tele.service_type, flowStatus: tele.flow_status }, 'slip');
  }
}
