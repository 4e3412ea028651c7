import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { FileState } from '@hospital/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A file id is a uuid; anything else finds nothing (and never reaches PostgreSQL as a bad uuid). */
export function isFileID(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** A row of tele_files: an upload of a case (tele_id), of an in-person booking (booking_id) or of a HIS clinic visit (libs/records). */
export interface FileRow {
  id: string;
  tele_id: string | null;
  booking_id: string | null;
  /** The patient whose file it is (null only for a hospital-record image of a patient who is not one of our users). */
  owner_id: string | null;
  category: number;
  file_name: string;
  declared_type: string;
  content_type: string;
  size_bytes: number;
  state: FileState;
  width: number | null;
  height: number | null;
  has_thumbnail: boolean;
  failure: string | null;
  uploaded_by: string | null;
  created_at: Date;
  processed_at: Date | null;
  /** Issue 16 item 10: the body site a case photo was tagged with (libs/rules BODY_SITES), or null. */
  body_site: string | null;
}

/** Where a file's bytes live in the file store. The original is removed once the resized copy is written and the row committed 'ready' (issue 18 finding 9: readers rely on that order). */
export const FILES_FOLDER = 'tele-files';

export function fileKeys(fileID: string): { original: string; resized: string; thumbnail: string } {
  const base = `${FILES_FOLDER}/${fileID}`;
  return { original: `${base}/original`, resized: `${base}/resized`, thumbnail: `${base}/thumbnail` };
}

/** The key of the bytes a reader gets: the resized image once ready, the upload as sent otherwise. */
export function servedKeyOf(row: Pick<FileRow, 'id' | 'state'>): string {
  const keys = fileKeys(row.id);
  return row.state === 'ready' ? keys.resized : keys.original;
}

export const FILE_COLUMNS = `id, tele_id, booking_id, owner_id, category, file_name, declared_type, content_type, size_bytes,
  state, width, height, has_thumbnail, failure, uploaded_by, created_at, processed_at, body_site`;

/**
 * Reads of tele_files rows, for every domain that keeps uploads (issue 19 item 3: files are a
 * library of their own). Who may read a file is decided by the domain that owns what the file
 * belongs to (a case: libs/telemedicine; a booking: libs/bookings); this class only finds rows.
 */
@Injectable()
export class FileRecords {
  async find(m: EntityManager, fileID: string): Promise<FileRow | null> {
    if (!isFileID(fileID)) return null;
    const rows: FileRow[] = await m.query(`SELECT ${FILE_COLUMNS} FROM tele_files WHERE id = $1`, [fileID]);
    return rows[0] ?? null;
  }

  /** The files of a telemedicine case, oldest first. */
  async ofCase(m: EntityManager, teleID: string): Promise<FileRow[]> {
    return m.query(`SELECT ${FILE_COLUMNS} FROM tele_files WHERE tele_id = $1 ORDER BY created_at, id`, [teleID]);
  }
}
