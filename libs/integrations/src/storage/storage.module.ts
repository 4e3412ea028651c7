import { Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@hospital/core';
import { FILE_STORE, type FileStore } from './file-store.port.js';
import { LocalDiskFileStore } from './local-disk-file-store.js';
import { S3FileStore, s3FileStoreOf } from './s3-file-store.js';

/** The adapter the settings name: an S3-compatible bucket (FILES_STORE=s3) or the local disk over FILES_DIR. */
export async function fileStoreOf(config: AppConfig): Promise<FileStore> {
  if (config.filesStore !== 's3' || !config.s3) return new LocalDiskFileStore(config.filesDir);
  const s3 = config.s3;
  const store = s3FileStoreOf(s3);
  // A missing bucket (or credentials that do not open it) stops the start here, named.
  try {
    if ((await store.ensureBucket(s3.createBucket)) === 'created') new Logger('Files').warn(`Created the bucket '${s3.bucket}' (S3_CREATE_BUCKET)`);
  } catch (error) {
    store.close();
    throw error;
  }
  return store;
}

/** Provides `FILE_STORE`: the local-disk adapter over FILES_DIR, or the S3 adapter (FILES_STORE=s3). */
@Module({
  providers: [
    {
      provide: FILE_STORE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): Promise<FileStore> => fileStoreOf(config),
    },
  ],
  exports: [FILE_STORE],
})
export class StorageModule implements OnApplicationShutdown {
  constructor(@Inject(FILE_STORE) private readonly store: FileStore) {}

  onApplicationShutdown(): void {
    if (this.store instanceof S3FileStore) this.store.close();
  }
}
