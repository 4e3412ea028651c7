import { Module } from '@nestjs/common';

/** care-services records and clinical tools (§2 /PHR, /deactivate, CCNote, ICD10, /patientimage, /softconimg, patient search, report): clinical data read and written through the HIS port. */
@Module({
  imports: [],
  controllers: [],
  providers: [],
  exports: [],
})
export class RecordsModule {}
