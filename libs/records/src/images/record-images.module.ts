import { Module } from '@nestjs/common';
import { AuditModule } from '@hospital/audit';
import { CalendarModule } from '@hospital/calendar';
import { HisIntegrationModule } from '@hospital/integrations';
import { TelemedicineModule } from '@hospital/telemedicine';
import { FileVisitImageHandler } from './file-visit-image.handler.js';
import { RecordImageListService } from './record-image-list.service.js';
import { RecordImageUploadService } from './record-image-upload.service.js';
import { RecordImagesController } from './record-images.controller.js';
import { VisitSearchService } from './visit-search.service.js';

/** Images to the hospital record (care-services §2 /patientimage, /softconimg/{DocDT}). */
@Module({
  imports: [AuditModule, CalendarModule, HisIntegrationModule, TelemedicineModule],
  controllers: [RecordImagesController],
  providers: [VisitSearchService, RecordImageUploadService, RecordImageListService, FileVisitImageHandler],
})
export class RecordImagesModule {}
