import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PatientAccessAudit } from '@hospital/audit';
import type { ReceiptVerification } from '@hospital/contracts';
import { APP_CONFIG, type AppConfig, type AuthUser } from '@hospital/core';
import { RECEIPT_MESSAGES, bahtAmountText, formatThaiLongDate } from '@hospital/rules';
import { TeleRecords } from '../cases/tele-records.js';
import { TeleReceipts, type Receipt } from './tele-receipts.js';

/** Where a receipt's QR leads: the public verification page of the web app. */
export function verifyUrlOf(publicBaseUrl: string, code: string): string {
  return `${publicBaseUrl}/receipt/verify/${encodeURIComponent(code)}`;
}

/**
 * Issue 32 item 7, the reads of a receipt: the PDF for the case's owner and Finance/Admin (the
 * controller's @Allow refuses other roles; another patient's or an unknown case is 404, as the
 * case itself; a case without a receipt yet is 404 in Thai), staff reads audited ('tele.read');
 * and the public check by the QR's code, which tells only the number, date, total, a masked
 * name and the hospital.
 */
@Injectable()
export class ReceiptReads {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TeleRecords) private readonly records: TeleRecords,
    @Inject(TeleReceipts) private readonly receipts: TeleReceipts,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The receipt's PDF and its file name ('RC2570-000001.pdf'). */
  async pdf(user: AuthUser, teleID: string): Promise<{ bytes: Buffer; fileName: string }> {
    const receipt = await this.dataSource.transaction(async (m) => {
      const { row, access } = await this.records.readable(m, user, teleID);
      const found = await this.receipts.ofCase(row.id, m);
      if (!found) throw new NotFoundException(RECEIPT_MESSAGES.notIssued);
      if (access !== 'owner') await this.audit.record(m, user.userID, row.user_id, 'tele.read');
      return found;
    });
    // pdfkit and its fonts load with the first receipt asked for, not with every api start.
    const { receiptPdf } = await import('./receipt-pdf.js');
    const bytes = await receiptPdf({ receipt, hospital: this.config.hospital, verifyUrl: verifyUrlOf(this.config.publicBaseUrl, receipt.verifyCode) });
    return { bytes, fileName: `${receipt.receiptNumber}.pdf` };
  }

  /** GET /api/v1/receipts/verify/{code}: the receipt the code belongs to, or 404 'ไม่พบใบเสร็จ'. */
  async verify(code: string): Promise<ReceiptVerification> {
    const receipt = /^[A-Za-z0-9_-]{16,64}$/.test(code) ? await this.receipts.byCode(code) : null;
    if (!receipt) throw new NotFoundException(RECEIPT_MESSAGES.notFound);
    return verificationOf(receipt, this.config.hospital.name);
  }
}

/** What the public check answers of a genuine receipt. */
export function verificationOf(receipt: Receipt, hospitalName: string): ReceiptVerification {
  return {
    receiptNumber: receipt.receiptNumber,
    issuedAt: receipt.issuedAt.toISOString(),
    issuedDateText: formatThaiLongDate(receipt.issuedAt),
    total: receipt.total,
    totalText: bahtAmountText(receipt.total),
    payerName: receipt.payerMasked,
    hospitalName,
  };
}
