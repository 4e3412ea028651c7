import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { FileState } from '@hospital/contracts';
import { Outbox } from '@hospital/core';
import { FILE_STORE, type FileStore } from '@hospital/integrations';
import { FileRecords, fileKeys, servedKeyOf, type FileRow } from './file-records.js';
import { isResizable } from './image-processing.js';
import type { ParsedUpload } from './upload-body.js';

/** What an upload belongs to: a telemedicine case, an in-person booking or a HIS clinic visit, and whose it is. */
export interface UploadTarget {
  teleID: string | null;
  bookingID: string | null;
  /** A hospital-record image (libs/records): the HIS visit and its Bangkok date. */
  clinicVisit?: { key: string; date: string } | null;
  /** The patient whose file it is (null only for a clinic visit's image of a patient who is not our user). */
  ownerID: string | null;
  uploadedBy: string;
  /** Issue 16 item 10: the body site of a case photo (checked against libs/rules BODY_SITES by the caller's schema). */
  bodySite?: string | null;
}

/**
 * Keeps uploads, for cases, bookings and HIS visits alike: the bytes go to the file store first,
 * then the row and — for jpeg, png and webp — the 'images.process' job commit together, so the
 * worker never sees a row without its bytes and nothing is queued for a row that was not saved.
 * What an upload means to its owner (a payment slip to read, a case to refresh) is the owning
 * domain's business: in `alsoInTransaction`, or in a handler of 'files.processed'.
 */
@Injectable()
export class StoredFiles {
  private readonly logger = new Logger('Files');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(FILE_STORE) private readonly store: FileStore,
    @Inject(FileRecords) private readonly files: FileRecords,
  ) {}

  /**
   * Stores one upload. `alsoInTransaction` runs in the same transaction as the row (events of
   * the case, audit, a job of the owner); it is told the state ('processing': the image worker
   * will publish 'files.processed'; 'stored': final now). Answers the new file id and its state.
   */
  async add(
    target: UploadTarget,
    upload: ParsedUpload,
    alsoInTransaction?: (m: EntityManager, fileID: string, state: FileState) => Promise<void>,
  ): Promise<{ fileID: string; state: FileState }> {
    const fileID = randomUUID();
    const state: FileState = isResizable(upload.contentType) ? 'processing' : 'stored';
    const { original } = fileKeys(fileID);
    await this.store.put(original, upload.bytes);
    try {
      await this.dataSource.transaction(async (m) => {
        await m.query(
          `INSERT INTO stored_files (id, tele_id, booking_id, owner_id, category, file_name, declared_type, content_type, size_bytes, state, uploaded_by,
                                   clinic_visit_key, clinic_visit_date, body_site)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
          [fileID, target.teleID, target.bookingID, target.ownerID, upload.category, upload.fileName, upload.declaredType, upload.contentType, upload.bytes.length, state, target.uploadedBy,
           target.clinicVisit?.key ?? null, target.clinicVisit?.date ?? null, target.bodySite ?? null],
        );
        if (state === 'processing') await this.outbox.job(m, 'images.process', { fileID });
        await alsoInTransaction?.(m, fileID, state);
      });
    } catch (error) {
      await this.store.remove(original).catch(() => undefined);
      throw error;
    }
    return { fileID, state };
  }

  /** The bytes a reader gets (the resized image once ready, else the upload as sent); null if missing. */
  bytesOf(row: Pick<FileRow, 'id' | 'state'>): Promise<Buffer | null> {
    return this.store.get(servedKeyOf(row));
  }

  /**
   * What a reader of a file gets — its bytes (or its thumbnail's) with the row they belong to —
   * or null when the file is gone. Issue 18 finding 9: a row read while 'processing' points at
   * the original, which the image worker removes once it has written the resized copy and
   * committed the row 'ready'; a reader opening it after that found nothing and answered 404.
   * The worker's order (copy written, then the row committed, then the original removed) means
   * a missing original always has a committed row to point at the copy, so on a miss the row is
   * read again once (in `m`, at READ COMMITTED each statement sees the latest commit) and, if it
   * moved on, its bytes are read. A row that is gone (the file was removed) stays a miss.
   */
  async served(
    m: EntityManager,
    row: FileRow,
    which: 'file' | 'thumbnail' = 'file',
  ): Promise<{ row: FileRow; bytes: Buffer } | null> {
    // Issue 28 item 1: an image the worker could not read (past the pixel limit, undecodable) is
    // never served as the bytes it was sent as: readers answer it as not found.
    const bytesOf = (r: FileRow) => (r.state === 'failed' ? Promise.resolve(null) : which === 'thumbnail' ? this.thumbnailBytesOf(r) : this.bytesOf(r));
    const bytes = await bytesOf(row);
    if (bytes) return { row, bytes };
    const now = await this.files.find(m, row.id);
    if (!now || (now.state === row.state && now.has_thumbnail === row.has_thumbnail)) return null;
    const again = await bytesOf(now);
    return again ? { row: now, bytes: again } : null;
  }

  /** The thumbnail (JPEG), or null when there is none. */
  async thumbnailBytesOf(row: Pick<FileRow, 'id' | 'has_thumbnail'>): Promise<Buffer | null> {
    return row.has_thumbnail ? this.store.get(fileKeys(row.id).thumbnail) : null;
  }

  /** The thumbnail as a data URL, or null when there is none. */
  async thumbnailOf(row: Pick<FileRow, 'id' | 'has_thumbnail'>): Promise<string | null> {
    const bytes = await this.thumbnailBytesOf(row);
    return bytes ? `data:image/jpeg;base64,${bytes.toString('base64')}` : null;
  }

  /**
   * Removes, in the caller's transaction, the file rows of the given cases or bookings, and
   * answers their ids: the owner removes its rows in the same transaction, then calls
   * removeBytes after the commit. Run again it finds nothing (idempotent).
   */
  async removeRowsOf(m: EntityManager, of: 'tele' | 'booking', ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const column = of === 'tele' ? 'tele_id' : 'booking_id';
    // A CTE: TypeORM answers a bare DELETE … RETURNING as [rows, count].
    const rows: Array<{ id: string }> = await m.query(
      `WITH removed AS (DELETE FROM stored_files WHERE ${column} = ANY($1::uuid[]) RETURNING id) SELECT id FROM removed`,
      [ids],
    );
    return rows.map((r) => r.id);
  }

  /** The bytes of removed files; a failure leaves an orphan on disk (logged), never a half-done removal. */
  async removeBytes(fileIDs: string[]): Promise<void> {
    for (const id of fileIDs) {
      const keys = fileKeys(id);
      for (const key of [keys.original, keys.resized, keys.thumbnail]) {
        await this.store.remove(key).catch((error: unknown) => this.logger.warn(`file ${key} not removed: ${String(error)}`));
      }
    }
  }
}
