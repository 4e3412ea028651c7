import { Module } from '@nestjs/common';
import { StorageModule } from '@hospital/integrations';
import { FileRecords } from './file-records.js';
import { ImagesProcessHandler } from './images-process.handler.js';
import { StoredFiles } from './stored-files.js';

/**
 * Uploads of every domain (issue 19 item 3: files are not a telemedicine concern): the rows of
 * tele_files (the table stays where the telemedicine migration made it), the bytes in the file
 * store, the upload parsing and the image worker, which publishes 'files.processed'. The
 * domains that keep files (telemedicine, bookings, records) import this module; being one
 * module, its job handler is found once.
 */
@Module({
  imports: [StorageModule],
  providers: [FileRecords, StoredFiles, ImagesProcessHandler],
  exports: [FileRecords, StoredFiles],
})
export class FilesModule {}
