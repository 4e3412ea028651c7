import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import type { FileUploadResponse } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, type AuthUser } from '@hospital/core';
import { FileUploadAnswer } from '@hospital/files';
import { BookingUploadBody, type BookingUploadInput } from './booking-files.schemas.js';
import { BookingFilesService } from './booking-files.service.js';

/** care-services §7 POST /api/v1/bookings/upload (body bookingID, fileName, fileType, fileSize, fileBase64, fileCategoryID 0). */
@Controller('api/v1/bookings')
export class BookingFilesController {
  constructor(@Inject(BookingFilesService) private readonly files: BookingFilesService) {}

  @Post('upload')
  @HttpCode(200)
  @Allow('patient')
  @Answer(FileUploadAnswer)
  upload(@CurrentUser() user: AuthUser, @Body({ schema: BookingUploadBody }) body: BookingUploadInput): Promise<FileUploadResponse> {
    return this.files.upload(user, body);
  }
}
