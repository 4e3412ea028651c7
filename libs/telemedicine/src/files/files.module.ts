import { Module } from '@nestjs/common';
import { AuditModule } from '@hospital/audit';
import { FilesModule } from '@hospital/files';
import { HisIntegrationModule } from '@hospital/integrations';
import { TeleCasesModule } from '../cases/cases.module.js';
import { TeleFileProcessedHandler } from './tele-file-processed.handler.js';
import { TeleFilesController } from './tele-files.controller.js';
import { TeleFilesService } from './tele-files.service.js';

/**
 * A case's images and slips (care-services §7 POST /api/v1/tele/upload, GET upload/{fileID},
 * imagelist/{teleID}): uploads are kept by @hospital/files; this module reacts to its
 * 'files.processed' (a slip's QR is read then, 'payments.readSlip').
 */
@Module({
  imports: [AuditModule, FilesModule, HisIntegrationModule, TeleCasesModule],
  controllers: [TeleFilesController],
  providers: [TeleFilesService, TeleFileProcessedHandler],
})
export class TeleFilesModule {}
