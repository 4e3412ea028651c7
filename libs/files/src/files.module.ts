import { Module } from '@nestjs/common';
import { StorageModule } from '@hospital/integrations';
import { FileRecords } from './file-records.js';
import { ImagesProcessHandler } from './images-process.handler.js';
import { OrphanFileSweeper } from './orphan-files.sweeper.js';
import { StoredFiles } from './stored-files.js';
import { FilesPersonalData } from './personal-data/files-personal-data.js';

/**
 * Uploads of every domain (issue 19 item 3: files are not a telemedicine concern): the rows of
 * stored_files (files' own table: its migration renamed telemedicine's tele_files), the bytes in the file
 * store, the upload parsing, the image worker, which publishes 'files.processed', and the
 * sweep of bytes no row owns. The
 * domains that keep files (telemedicine, bookings, records) import this module; being one
 * module, its job handler is found once.
 */
@Module({
  imports: [StorageModule],
  providers: [FileRecords, StoredFiles, ImagesProcessHandler, OrphanFileSweeper, FilesPersonalData],
  exports: [FileRecords, StoredFiles],
})
export class FilesModule {}
