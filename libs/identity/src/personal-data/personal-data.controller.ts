import { Controller, Get, Inject, UseInterceptors } from '@nestjs/common';
import type { PersonalDataExport } from '@hospital/contracts';
import { Answer, CurrentUser, type AuthUser } from '@hospital/core';
import { ExportRateLimit } from './export-rate-limit.js';
import { PersonalDataExportService } from './personal-data-export.js';
import { PersonalDataExportAnswer } from './personal-data.schemas.js';

/**
 * Issue 15 item 3: GET /api/v1/me/export — everything the product keeps about the signed-in
 * person (any signed-in person, about themselves only), as JSON; limited per person, audited.
 */
@Controller('api/v1/me/export')
export class PersonalDataController {
  constructor(@Inject(PersonalDataExportService) private readonly exports: PersonalDataExportService) {}

  @Get()
  @UseInterceptors(ExportRateLimit)
  @Answer(PersonalDataExportAnswer)
  mine(@CurrentUser() user: AuthUser): Promise<PersonalDataExport> {
    return this.exports.export(user.userID);
  }
}
