import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import type { FileUploadResponse, ImageListRow, PatientVisitSearchResponse } from '@hospital/contracts';
import { Answer, CurrentUser, type AuthUser } from '@hospital/core';
import { FileUploadAnswer } from '@hospital/files';
import { AllowRecordImageStaff } from './record-image-access.js';
import { RecordImageListService } from './record-image-list.service.js';
import { RecordImageUploadService } from './record-image-upload.service.js';
import {
  DocDateParam,
  ImageListAnswer,
  PatientImageUploadBody,
  PatientVisitSearchAnswer,
  VisitDateParam,
  VisitHnParam,
  type PatientImageUploadInput,
} from './record-images.schemas.js';
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
  @Answer(PatientVisitSearchAnswer)
  search(
    @CurrentUser() user: AuthUser,
    @Param('date', { schema: VisitDateParam }) date: string,
    @Param('hn', { schema: VisitHnParam }) hn: string,
  ): Promise<PatientVisitSearchResponse> {
    return this.visits.search(user, date, hn);
  }

  /** Body PatientImageUploadRequest (one image); answer { data: { fileID, state } }. */
  @Post('patient/imagemobile')
  @HttpCode(200)
  @Answer(FileUploadAnswer)
  upload(@CurrentUser() user: AuthUser, @Body({ schema: PatientImageUploadBody }) body: PatientImageUploadInput): Promise<FileUploadResponse> {
    return this.uploads.upload(user, body);
  }

  @Get('softconimg/:docDT')
  @Answer(ImageListAnswer)
  list(@CurrentUser() user: AuthUser, @Param('docDT', { schema: DocDateParam }) date: string): Promise<{ data: ImageListRow[] }> {
    return this.images.list(user, date);
  }
}
