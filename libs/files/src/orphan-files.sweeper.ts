import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, JobHandler, RepeatingJobs, type AppConfig } from '@hospital/core';
import { FILE_STORE, type FileStore } from '@hospital/integrations';
import { FILES_FOLDER } from './file-records.js';

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BATCH = 1000;

/**
 * Issue 18, chaos scenario 5 ("no orphan file"): an upload writes its bytes, then commits its
 * row (StoredFiles.add); an api killed between the two, or a removal of bytes that failed,
 * leaves bytes no row owns. This repeatable job removes every file folder that no stored_files
 * row owns once nothing in it has changed for `fileSweep.orphanAfterMs` (1 h by default, far
 * longer than an upload in flight), every `fileSweep.everyMs`. Folders whose names are not file
 * ids are not ours and are left alone.
 */
@Injectable()
export class OrphanFileSweeper {
  private readonly logger = new Logger('OrphanFiles');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(FILE_STORE) private readonly store: FileStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RepeatingJobs) repeating: RepeatingJobs,
  ) {
    repeating.every('files.sweepOrphans', config.fileSweep.everyMs, {});
  }

  @JobHandler('files.sweepOrphans')
  async sweep(): Promise<void> {
    // File times are the file system's, so the cut-off is the system clock's too.
    const cutoff = Date.now() - this.config.fileSweep.orphanAfterMs;
    const settled = (await this.store.folders(FILES_FOLDER)).filter((f) => FILE_ID.test(f.name) && f.modifiedAt.getTime() < cutoff).map((f) => f.name.toLowerCase());
    let removed = 0;
    for (let i = 0; i < settled.length; i += BATCH) {
      const ids = settled.slice(i, i + BATCH);
      const owned: Array<{ id: string }> = await this.dataSource.query(`SELECT id::text FROM stored_files WHERE id = ANY($1::uuid[])`, [ids]);
      const known = new Set(owned.map((r) => r.id));
      for (const id of ids.filter((x) => !known.has(x))) {
        await this.store.removeFolder(`${FILES_FOLDER}/${id}`);
        removed += 1;
      }
    }
    if (removed > 0) this.logger.warn(`Removed the bytes of ${removed} upload(s) no file row owns`);
  }
}
