import { Module } from '@nestjs/common';
import { AuditModule } from '@hospital/audit';
import { HisIntegrationModule } from '@hospital/integrations';
import { TeleCasesModule } from '../cases/cases.module.js';
import { ReceiptController, ReceiptVerifyController } from './receipt.controller.js';
import { ReceiptIssuer } from './receipt-issuer.js';
import { ReceiptOnPaymentVerified } from './receipt-on-payment-verified.handler.js';
import { ReceiptReads } from './receipt-reads.service.js';
import { TeleReceipts } from './tele-receipts.js';

/**
 * Issue 32 item 7, the e-Receipt: issued once per case when Finance verifies the payment
 * (ReceiptOnPaymentVerified → ReceiptIssuer, 'tele.receiptIssued' for the LINE card), the PDF
 * (GET /api/v1/tele/{teleID}/receipt) and the public check of its QR (GET /api/v1/receipts/verify/{code}).
 */
@Module({
  imports: [AuditModule, HisIntegrationModule, TeleCasesModule],
  controllers: [ReceiptController, ReceiptVerifyController],
  providers: [TeleReceipts, ReceiptIssuer, ReceiptOnPaymentVerified, ReceiptReads],
  exports: [ReceiptIssuer], // demo/: the demo's paid cases get their receipts
})
export class TeleReceiptModule {}
