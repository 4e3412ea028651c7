import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobPayload } from '@hospital/contracts';
import { JobHandler, Outbox } from '@hospital/core';
import { FILE_STORE, type FileStore } from '@hospital/integrations';
import { FileRecords, fileKeys } from './file-records.js';
import { loadImageLibrary, processImage, type ProcessedImage } from './image-processing.js';

/**
 * The image worker (DESIGN.md, How an event travels, steps 4–5): resize a jpeg, png or webp
 * upload with its thumbnail, write both to the file store, mark the row 'ready' and publish
 * 'files.processed' in the same transaction (issue 19 item 3): the domain the file belongs to
 * reacts (telemedicine tells the case's rooms and reads a payment slip; records files a visit
 * image into the HIS). Bytes that do not decode are
 * final: the row becomes 'failed' with the decoder's words and the job ends (no retry loop).
 * A store or database error throws, so the job retries with backoff.
 * Idempotent: only a row still 'processing' is worked on and written; a retry after a crash
 * simply does the work again from the original, which is removed only once the row is ready.
 * Issue 18 finding 9: the order — copy written, row committed 'ready', original removed — is
 * what lets a reader that still holds the 'processing' row find the copy (StoredFiles.served).
 */
@Injectable()
export class ImagesProcessHandler {
  private readonly logger = new Logger('Images');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(FILE_STORE) private readonly store: FileStore,
    @Inject(FileRecords) private readonly files: FileRecords,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {}

  @JobHandler('images.process')
  async process({ fileID }: JobPayload<'images.process'>): Promise<void> {
    const keys = fileKeys(fileID);
    // Issue 17 (images): the row and the original are read at once, not one after the other (each
    // step a job waits for is a wake-up that a loaded machine makes long). The bytes are unused
    // when the row says there is nothing to do (deleted, finished, failed: rare).
    const [row, original] = await Promise.all([this.files.find(this.dataSource.manager, fileID), this.store.get(keys.original)]);
    if (!row) return; // deleted
    // Finished by an earlier attempt. Issue 18 finding 9: one that died between its commit and
    // the removal left the original (with its EXIF) behind; removing it again is harmless.
    if (row.state === 'ready') return this.store.remove(keys.original);
    if (row.state !== 'processing') return; // 'failed' keeps the upload as sent
    if (!original) {
      // Another attempt (a second worker) committed and removed it after this one read the row.
      if ((await this.files.find(this.dataSource.manager, fileID))?.state !== 'processing') return;
      throw new Error(`images.process: the bytes of file ${fileID} are missing from the store`);
    }

    await loadImageLibrary(); // a missing library is the worker's fault, not the file's: retried
    let image: ProcessedImage | null = null;
    let failure: string | null = null;
    try {
      image = await processImage(original, row.content_type);
    } catch (error) {
      failure = ((error as Error).message || 'undecodable image').slice(0, 500);
      this.logger.warn(`File ${fileID} (${row.content_type}) does not decode: ${failure}`);
    }
    if (image) {
      // Both written before the row is committed 'ready' (issue 18 finding 9), side by side (issue 17).
      await Promise.all([this.store.put(keys.resized, image.data), this.store.put(keys.thumbnail, image.thumbnail)]);
    }

    await this.dataSource.transaction(async (m) => {
      const written: Array<{ tele_id: string | null; booking_id: string | null; clinic_visit_key: string | null; category: number }> = await m.query(
        `WITH written AS (
           UPDATE stored_files SET state = $2, width = $3, height = $4, has_thumbnail = $5, failure = $6, quality_note = $7, processed_at = now()
            WHERE id = $1 AND state = 'processing' RETURNING tele_id, booking_id, clinic_visit_key, category)
         SELECT tele_id, booking_id, clinic_visit_key, category FROM written`,
        [fileID, image ? 'ready' : 'failed', image?.width ?? null, image?.height ?? null, image !== null, failure, image?.qualityNote ?? null],
      );
      const done = written[0];
      if (!done) return; // another attempt wrote it first
      await this.outbox.event(m, 'files.processed', {
        fileID,
        teleID: done.tele_id,
        bookingID: done.booking_id,
        clinicVisitKey: done.clinic_visit_key,
        category: done.category,
        state: image ? 'ready' : 'failed',
      });
    });
    // The original may carry EXIF and GPS: once the clean copy is the one served, it goes.
    if (image) await this.store.remove(keys.original);
  }
}
