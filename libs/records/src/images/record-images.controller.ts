import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import type { FileUploadResponse, ImageListRow, PatientVisitSearchResponse } from '@hospital/contracts';
import { CurrentUser, type AuthUser } from '@hospital/core';
import { AllowRecordImageStaff } from './record-image-access.js';
import { RecordImageListService } from './record-image-list.service.js';
import { RecordImageUploadService } from './record-image-upload.service.js';
import { VisitSearchService } from './visit-search.service.js';

/**
 * care-services §7 calls of images to the hospital record (§2 /patientimage, /softconimg):
 * Admin, Medrec and Nurse only (RECORD_IMAGE_ROLES).
 */
@Controller('api/v1')
@AllowRecordImageStaff()
export class RecordImagesController {
  constructor(
    @Inject(VisitSearchService) private readonly visits: VisitSearchService,
    @Inject(RecordImageUploadService) private readonly uploads: RecordImageUploadService,
    @Inject(RecordImageListService) private readonly images: RecordImageListService,
  ) {}

  /** count, data[0].patient.person.fullName, data[0].clinicVisit (cn, clinicVisitKey, serviceUnit, recordDT). */
  @Get('patient/visit/:date/:hn')
  search(@CurrentUser() user: AuthUser, @Param('date') date: string, @Param('hn') hn: string): Promise<PatientVisitSearchResponse> {
    return this.visits.search(user, date, hn);
  }

  /** Body PatientImageUploadRequest (one image); answer { data: { fileID, state } }. */
  @Post('patient/imagemobile')
  @HttpCode(200)
  upload(@CurrentUser() user: AuthUser, @Body() body: unknown): Promise<FileUploadResponse> {
    return this.uploads.upload(user, body);
  }

  @Get('softconimg/:docDT')
  list(@CurrentUser() user: AuthUser, @Param('docDT') docDT: string): Promise<{ data: ImageListRow[] }> {
    return this.images.list(user, docDT);
  }
}
