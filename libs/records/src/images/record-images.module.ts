import { Module } from '@nestjs/common';
import { AuditModule } from '@hospital/audit';
import { CalendarModule } from '@hospital/calendar';
import { FilesModule } from '@hospital/files';
import { HisIntegrationModule } from '@hospital/integrations';
import { FileVisitImageHandler } from './file-visit-image.handler.js';
import { RecordFileProcessedHandler } from './record-file-processed.handler.js';
import { RecordImageListService } from './record-image-list.service.js';
import { RecordImageUploadService } from './record-image-upload.service.js';
import { RecordImagesController } from './record-images.controller.js';
import { VisitSearchService } from './visit-search.service.js';

/** Images to the hospital record (care-services §2 /patientimage, /softconimg/{DocDT}); kept by @hospital/files, filed on 'files.processed'. */
@Module({
  imports: [AuditModule, CalendarModule, FilesModule, HisIntegrationModule],
  controllers: [RecordImagesController],
  providers: [VisitSearchService, RecordImageUploadService, RecordImageListService, FileVisitImageHandler, RecordFileProcessedHandler],
})
export class RecordImagesModule {}
