import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { PersonalDataSources } from '@hospital/core';
import { ExportRateLimit } from './export-rate-limit.js';
import { IdentityPersonalData } from './identity-personal-data.js';
import { PersonalDataController } from './personal-data.controller.js';
import { PersonalDataExportService } from './personal-data-export.js';

/**
 * Issue 15 item 3: the copy of one's data. Identity owns "me", so the export lives here; it
 * finds each domain's @PersonalData() source at start-up and never reads their tables itself.
 */
@Module({
  imports: [DiscoveryModule],
  controllers: [PersonalDataController],
  providers: [PersonalDataSources, PersonalDataExportService, ExportRateLimit, IdentityPersonalData],
})
export class PersonalDataModule {}
