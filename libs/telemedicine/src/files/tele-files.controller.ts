import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import type { FileUploadResponse, StoredFileResponse, TeleImage } from '@hospital/contracts';
import { Answer, CurrentUser, type AuthUser } from '@hospital/core';
import { TeleIdParam } from '../cases/tele-answers.schemas.js';
import { FileUploadAnswer } from '@hospital/files';
import { FileIdParam, StoredFileAnswer, TeleImageListAnswer, TeleUploadBody, type TeleUploadInput } from './tele-files.schemas.js';
import { TeleFilesService } from './tele-files.service.js';

/**
 * care-services §7 file calls of a telemedicine case. Any signed-in user may call; what they
 * may see or add is decided by the case (TeleRecords.readable, mayUploadCategory): a file or
 * case the caller may not read is answered 404.
 */
@Controller('api/v1/tele')
export class TeleFilesController {
  constructor(@Inject(TeleFilesService) private readonly files: TeleFilesService) {}

  /** Body FileUploadRequest (teleID, fileName, fileType, fileSize, fileBase64, fileCategoryID). */
  @Post('upload')
  @HttpCode(200)
  @Answer(FileUploadAnswer)
  upload(@CurrentUser() user: AuthUser, @Body({ schema: TeleUploadBody }) body: TeleUploadInput): Promise<FileUploadResponse> {
    return this.files.upload(user, body);
  }

  /** data.FileType and data.fileData (base64): the resized image once ready, else the upload as sent. */
  @Get('upload/:fileID')
  @Answer(StoredFileAnswer)
  read(@CurrentUser() user: AuthUser, @Param('fileID', { schema: FileIdParam }) fileID: string): Promise<StoredFileResponse> {
    return this.files.read(user, fileID);
  }

  /** The same shape for the thumbnail (JPEG); 404 while there is none. */
  @Get('upload/:fileID/thumbnail')
  @Answer(StoredFileAnswer)
  thumbnail(@CurrentUser() user: AuthUser, @Param('fileID', { schema: FileIdParam }) fileID: string): Promise<StoredFileResponse> {
    return this.files.read(user, fileID, 'thumbnail');
  }

  @Get('imagelist/:teleID')
  @Answer(TeleImageListAnswer)
  list(@CurrentUser() user: AuthUser, @Param('teleID', { schema: TeleIdParam }) teleID: string): Promise<{ data: TeleImage[] }> {
    return this.files.list(user, teleID);
  }
}
