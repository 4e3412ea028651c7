import { Module } from '@nestjs/common';
import { AuditModule } from '@hospital/audit';
import { CalendarModule } from '@hospital/calendar';
import { FilesModule } from '@hospital/files';
import { HisIntegrationModule, StorageModule, VideoIntegrationModule } from '@hospital/integrations';
import { PatientsModule } from '@hospital/patients';
import { ConsentsModule } from '@hospital/identity';
import { TeleEvents } from './cases/tele-events.js';
import { ConsultationsController } from './consult/consultations.controller.js';
import { ConsultationsService } from './consult/consultations.service.js';
import { TeleRecords } from './cases/tele-records.js';
import { TeleDemoSeeder } from './demo/tele-demo-seeder.js';
import { MyTeleController } from './cases/my-tele.controller.js';
import { TeleCaseController } from './cases/tele-case.controller.js';
import { TeleCaseReads } from './cases/tele-case-reads.js';
import { TeleEditService } from './cases/tele-edit.service.js';
import { TeleInfoController } from './cases/tele-info.controller.js';
import { TeleTransferController } from './flow/tele-transfer.controller.js';
import { MoveCaseHandler } from './flow/move-case.handler.js';
import { TeleAccountDeactivatedHandler } from './events/tele-account-deactivated.handler.js';
import { TeleFileProcessedHandler } from './events/tele-file-processed.handler.js';
import { TeleFilesController } from './files/tele-files.controller.js';
import { TeleFilesService } from './files/tele-files.service.js';
import { FlowListsController } from './board/flow-lists.controller.js';
import { TeleBoardController } from './board/tele-board.controller.js';
import { TeleBoardService } from './board/tele-board.service.js';
import { TeleBookingController } from './booking/tele-booking.controller.js';
import { TeleBookingService } from './booking/tele-booking.service.js';
import { VideoCallEnds } from './video/video-call-ends.js';
import { VideoCallers } from './video/video-callers.js';
import { VideoController } from './video/video.controller.js';
import { VideoGateway } from './video/video.gateway.js';
import { VideoLinkSigner } from './video/video-link.signer.js';
import { VideoTokensService } from './video/video-tokens.service.js';
import { COSTS_CONTROLLERS, COSTS_PROVIDERS } from './costs/index.js';
import { PAYMENT_CONTROLLERS, PAYMENT_PROVIDERS } from './payment/index.js';
import { QUEUE_CONTROLLERS, QUEUE_PROVIDERS } from './queue/index.js';
import { TRACKING_CONTROLLERS, TRACKING_PROVIDERS } from './tracking/index.js';
import { SLA_CONTROLLERS, SLA_PROVIDERS } from './sla/index.js';
import { TeleReportQueriesModule } from './report-queries/index.js';
import { TelePersonalData } from './personal-data/tele-personal-data.js';

/**
 * care-services.md for telemedicine (§2–§9): booking, images, the staff boards, the case,
 * the flowStatus machine (MoveCaseCommand), payment, shipping, consultations and video.
 * Uploads are kept by @hospital/files; this module reacts to 'files.processed' and
 * 'account.deactivated' (issue 19 item 3). The CqrsModule is global (BusModule).
 */
@Module({
  imports: [AuditModule, CalendarModule, ConsentsModule, FilesModule, HisIntegrationModule, PatientsModule, StorageModule, VideoIntegrationModule, TeleReportQueriesModule],
  controllers: [TeleBoardController, FlowListsController, ConsultationsController, TeleBookingController, TeleFilesController, VideoController, TeleInfoController, TeleCaseController, MyTeleController, TeleTransferController,
    ...COSTS_CONTROLLERS, ...PAYMENT_CONTROLLERS, ...QUEUE_CONTROLLERS, ...SLA_CONTROLLERS, ...TRACKING_CONTROLLERS],
  providers: [TeleRecords, TeleEvents, TeleBoardService, ConsultationsService, TeleBookingService, TeleFilesService, VideoLinkSigner, VideoCallers, VideoCallEnds, VideoTokensService, VideoGateway, TeleCaseReads, TeleEditService, MoveCaseHandler, TeleFileProcessedHandler, TeleAccountDeactivatedHandler, TeleDemoSeeder,
    ...COSTS_PROVIDERS, ...PAYMENT_PROVIDERS, ...QUEUE_PROVIDERS, ...SLA_PROVIDERS, ...TRACKING_PROVIDERS, TelePersonalData],
  exports: [TeleDemoSeeder, TeleRecords, VideoLinkSigner],
})
export class TelemedicineModule {}
