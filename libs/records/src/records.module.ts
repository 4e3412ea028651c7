import { Module } from '@nestjs/common';
import { RecordImagesModule } from './images/record-images.module.js';
import { ReportModule } from './report/report.module.js';
import { ClinicalRecordsModule } from './clinical/clinical-records.module.js';

/** care-services records and clinical tools (§2 /PHR, /deactivate, CCNote, ICD10, /patientimage, /softconimg, patient search, report): clinical data read and written through the HIS port. */
@Module({
  imports: [RecordImagesModule, ReportModule, ClinicalRecordsModule],
  controllers: [],
  providers: [],
  exports: [],
})
export class RecordsModule {}
