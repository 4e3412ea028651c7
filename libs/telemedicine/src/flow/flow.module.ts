import { Module } from '@nestjs/common';
import { AuditModule } from '@hospital/audit';
import { HisIntegrationModule } from '@hospital/integrations';
import { TeleCasesModule } from '../cases/cases.module.js';
import { TelePaymentModule } from '../payment/payment.module.js';
import { TeleQueueModule } from '../queue/queue.module.js';
import { TeleVideoModule } from '../video/video.module.js';
import { MoveCaseHandler } from './move-case.handler.js';
import { TeleTransferController } from './tele-transfer.controller.js';
import { TeleChatActions } from './tele-chat-actions.js';

/**
 * The flowStatus machine (care-services §4 Telemedicine flowStatus, §7 PUT
 * /api/v1/tele/transfer/{teleID}): MoveCaseCommand's one handler. The CqrsModule is global
 * (BusModule); the parcel job (tracking/) sends the same command through the CommandBus.
 */
@Module({
  imports: [AuditModule, HisIntegrationModule, TeleCasesModule, TelePaymentModule, TeleQueueModule, TeleVideoModule],
  controllers: [TeleTransferController],
  providers: [MoveCaseHandler, TeleChatActions], // issue 31: 'ได้รับยาแล้ว' from the LINE chat
})
export class TeleFlowModule {}
