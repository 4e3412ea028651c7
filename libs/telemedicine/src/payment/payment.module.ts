import { Module } from '@nestjs/common';
import { AuditModule } from '@hospital/audit';
import { FilesModule } from '@hospital/files';
import { BankIntegrationModule, HisIntegrationModule } from '@hospital/integrations';
import { TeleCasesModule } from '../cases/cases.module.js';
import { CaseSlips } from './case-slips.js';
import { PaymentController } from './payment.controller.js';
import { PaymentReadsService } from './payment-reads.service.js';
import { SlipReadHandler } from './slip-read.handler.js';
import { SlipReceivedRead } from './slip-received-read.handler.js';

/**
 * Issue 13 items 3–5, payment (care-services §4 Payment proof flow, §5 Payment rejection): the
 * amount and the PromptPay QR, the slips and their 'payments.readSlip' job (QR read, the banks'
 * SLIP_VERIFY_PORT). CaseSlips is exported to the flowStatus machine (flow/).
 */
@Module({
  imports: [AuditModule, BankIntegrationModule, FilesModule, HisIntegrationModule, TeleCasesModule],
  controllers: [PaymentController],
  providers: [PaymentReadsService, SlipReadHandler, SlipReceivedRead, CaseSlips],
  exports: [CaseSlips],
})
export class TelePaymentModule {}
