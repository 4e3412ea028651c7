import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@hospital/core';
import { FILE_STORE, type FileStore } from './file-store.port.js';
import { LocalDiskFileStore } from './local-disk-file-store.js';

/** Provides `FILE_STORE`: the local-disk adapter over FILES_DIR (AppConfig.filesDir). */
@Module({
  providers: [
    {
      provide: FILE_STORE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): FileStore => new LocalDiskFileStore(config.filesDir),
    },
  ],
  exports: [FILE_STORE],
})
export class StorageModule {}
