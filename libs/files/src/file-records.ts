import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { FileState } from '@hospital/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A file id is a uuid; anything else finds nothing (and never reaches PostgreSQL as a bad uuid). */
export function isFileID(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** A row of stored_files: an upload of a case (tele_id), of an in-person booking (booking_id) or of a HIS clinic visit (libs/records). */
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
  /** Issue 35 item 1: the image worker's quality note ('ภาพมืด'...), null when fine or not measured. */
  quality_note: string | null;
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
  state, width, height, has_thumbnail, failure, uploaded_by, created_at, processed_at, body_site, quality_note`;

/** A hospital-record image (libs/records): a file of a HIS clinic visit, and whether it was filed to the HIS. */
export interface VisitFileRow {
  id: string;
  file_name: string;
  content_type: string;
  state: FileState;
  has_thumbnail: boolean;
  clinic_visit_key: string;
  owner_id: string | null;
  his_filed_at: Date | null;
}

/** What a file row belongs to, for the reads by owner: a telemedicine case or an in-person booking. */
export type FileParent = 'tele' | 'booking';

const VISIT_FILE_COLUMNS = 'id, file_name, content_type, state, has_thumbnail, clinic_visit_key, owner_id, his_filed_at';

/**
 * Reads of stored_files rows, for every domain that keeps uploads (issue 19 item 3: files are a
 * library of their own), and the few marks other domains put on them. stored_files is the files
 * domain's table (issue 30 item 1): telemedicine, bookings and records never name it in their
 * SQL, they ask here (in their own transaction when they pass `m`). Who may read a file is
 * decided by the domain that owns what the file belongs to (a case: libs/telemedicine; a
 * booking: libs/bookings; a clinic visit: libs/records); this class only finds rows.
 */
@Injectable()
export class FileRecords {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async find(m: EntityManager, fileID: string): Promise<FileRow | null> {
    if (!isFileID(fileID)) return null;
    const rows: FileRow[] = await m.query(`SELECT ${FILE_COLUMNS} FROM stored_files WHERE id = $1`, [fileID]);
    return rows[0] ?? null;
  }

  /** The files of a telemedicine case, oldest first. */
  async ofCase(m: EntityManager, teleID: string): Promise<FileRow[]> {
    return m.query(`SELECT ${FILE_COLUMNS} FROM stored_files WHERE tele_id = $1 ORDER BY created_at, id`, [teleID]);
  }

  /**
   * Issue 35 item 1: the newest `limit` files of one category of the given cases (the doctor's
   * earlier photos), newest first; the caller picks the cases it may show.
   */
  async newestOfCases(m: EntityManager, teleIDs: readonly string[], category: number, limit: number): Promise<FileRow[]> {
    if (teleIDs.length === 0) return [];
    return m.query(
      `SELECT ${FILE_COLUMNS} FROM stored_files WHERE tele_id = ANY($1::uuid[]) AND category = $2 AND state <> 'failed' ORDER BY created_at DESC, id LIMIT $3`,
      [[...new Set(teleIDs)], category, limit],
    );
  }

  /**
   * The number of files (any category, any state) of each of the given cases or bookings, in one
   * query for a whole list (a board reads its own rows first, then asks here with their ids); an
   * id with no files is absent from the map (count 0).
   */
  async countsOf(of: FileParent, ids: readonly string[], m: EntityManager = this.dataSource.manager): Promise<Map<string, number>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    const column = of === 'tele' ? 'tele_id' : 'booking_id';
    const rows: Array<{ id: string; n: number }> = await m.query(
      `SELECT ${column} AS id, count(*)::int AS n FROM stored_files WHERE ${column} = ANY($1::uuid[]) GROUP BY ${column}`,
      [wanted],
    );
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  /**
   * How many files of one category a case keeps: every state but 'failed' (an image the worker
   * could not read does not count; one still 'processing' does: its bytes were accepted).
   */
  async keptCountOfCase(m: EntityManager, teleID: string, category: number): Promise<number> {
    const [{ n }]: Array<{ n: number }> = await m.query(
      `SELECT count(*)::int AS n FROM stored_files WHERE tele_id = $1 AND category = $2 AND state <> 'failed'`,
      [teleID, category],
    );
    return n;
  }

  /** Whether a case keeps at least one file of a category (not 'failed', as keptCountOfCase counts). */
  async caseKeepsAny(m: EntityManager, teleID: string, category: number): Promise<boolean> {
    const rows: Array<{ one: number }> = await m.query(
      `SELECT 1 AS one FROM stored_files WHERE tele_id = $1 AND category = $2 AND state <> 'failed' LIMIT 1`,
      [teleID, category],
    );
    return rows.length > 0;
  }

  /** A hospital-record image, or null when the file is gone or belongs to no clinic visit. */
  async visitFile(m: EntityManager, fileID: string): Promise<VisitFileRow | null> {
    const rows: VisitFileRow[] = await m.query(`SELECT ${VISIT_FILE_COLUMNS} FROM stored_files WHERE id = $1 AND clinic_visit_key IS NOT NULL`, [fileID]);
    return rows[0] ?? null;
  }

  /** The hospital-record images of the clinic visits of one Bangkok date ('YYYY-MM-DD'), oldest first. */
  async ofVisitDate(m: EntityManager, date: string): Promise<VisitFileRow[]> {
    return m.query(`SELECT ${VISIT_FILE_COLUMNS} FROM stored_files WHERE clinic_visit_key IS NOT NULL AND clinic_visit_date = $1 ORDER BY created_at, id`, [date]);
  }

  /** Marks a hospital-record image filed to its HIS visit (once: a filed row keeps its first time). */
  async markFiledToHis(m: EntityManager, fileID: string): Promise<void> {
    await m.query(`UPDATE stored_files SET his_filed_at = now() WHERE id = $1 AND his_filed_at IS NULL`, [fileID]);
  }
}
