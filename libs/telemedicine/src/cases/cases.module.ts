import { Module } from '@nestjs/common';
import { AuditModule } from '@hospital/audit';
import { FilesModule } from '@hospital/files';
import { HisIntegrationModule } from '@hospital/integrations';
import { TeleQueueModule } from '../queue/queue.module.js';
import { MyTeleController } from './my-tele.controller.js';
import { TeleAccountDeactivatedHandler } from './tele-account-deactivated.handler.js';
import { TeleCaseRefsModule } from './tele-case-refs.js';
import { TeleCaseReads } from './tele-case-reads.js';
import { TeleCaseController } from './tele-case.controller.js';
import { TeleEditService } from './tele-edit.service.js';
import { TeleEvents } from './tele-events.js';
import { TeleMoves } from './tele-moves.js';
import { TeleInfoController } from './tele-info.controller.js';
import { TeleRecords } from './tele-records.js';

/**
 * The case (care-services §3 tele_requests, §7 GET/PUT /api/v1/tele/{teleID}, info, cost, mytele):
 * the shared case data access (TeleRecords: find, lock, who may see it) and the case's events
 * (TeleEvents: 'tele.changed' to its rooms), which every other telemedicine feature imports;
 * the case reads and the staff edit (its route is booking/'s TeleRescheduleController since issue 32 item 2,
 * which lets the patient move the time too); what a move to another day or time does (TeleMoves); and the
 * telemedicine part of 'account.deactivated' (§4 Deactivate).
 * TeleCaseRefsModule binds core's TeleCaseRefs (whether a case id is a case) for the HIS stand-in.
 */
@Module({
  imports: [AuditModule, FilesModule, HisIntegrationModule, TeleQueueModule, TeleCaseRefsModule],
  controllers: [TeleInfoController, TeleCaseController, MyTeleController],
  providers: [TeleRecords, TeleEvents, TeleCaseReads, TeleEditService, TeleMoves, TeleAccountDeactivatedHandler],
  exports: [TeleRecords, TeleEvents, TeleEditService, TeleMoves], // issue 32 item 2: PUT /api/v1/tele/{teleID} (booking/) dispatches staff's edit here; TeleMoves records a move
})
export class TeleCasesModule {}
