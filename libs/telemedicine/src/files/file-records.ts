import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { FileState } from '@hospital/contracts';
import type { AuthUser } from '@hospital/core';
import { TELE_MESSAGES } from '@hospital/rules';
import { isUuid } from '@hospital/patients';
import { isHospitalStaff, teleAccessOf, TeleRecords, type TeleAccess, type TeleRow } from '../cases/tele-records.js';

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
}

/** Where a file's bytes live in the file store. The original is removed once the resized copy is written. */
export function fileKeys(fileID: string): { original: string; resized: string; thumbnail: string } {
  const base = `tele-files/${fileID}`;
  return { original: `${base}/original`, resized: `${base}/resized`, thumbnail: `${base}/thumbnail` };
}

/** The key of the bytes a reader gets: the resized image once ready, the upload as sent otherwise. */
export function servedKeyOf(row: Pick<FileRow, 'id' | 'state'>): string {
  const keys = fileKeys(row.id);
  return row.state === 'ready' ? keys.resized : keys.original;
}

export const FILE_COLUMNS = `id, tele_id, booking_id, owner_id, category, file_name, declared_type, content_type, size_bytes,
  state, width, height, has_thumbnail, failure, uploaded_by, created_at, processed_at`;

/**
 * Who may read a file (DESIGN.md: permissions where the data is read): whoever may read its
 * case (the patient, hospital staff, the network user of a consultation, per teleAccessOf);
 * for a booking's file, the patient and hospital staff. Anything else is answered as not found.
 */
@Injectable()
export class FileRecords {
  constructor(@Inject(TeleRecords) private readonly cases: TeleRecords) {}

  async find(m: EntityManager, fileID: string): Promise<FileRow | null> {
    if (!isUuid(fileID)) return null;
    const rows: FileRow[] = await m.query(`SELECT ${FILE_COLUMNS} FROM tele_files WHERE id = $1`, [fileID]);
    return rows[0] ?? null;
  }

  async readable(m: EntityManager, user: AuthUser, fileID: string): Promise<{ row: FileRow; access: TeleAccess; tele: TeleRow | null }> {
    const row = await this.find(m, fileID);
    if (row) {
      if (row.tele_id) {
        const tele = await this.cases.find(m, row.tele_id);
        const access = tele ? teleAccessOf(user, tele) : null;
        if (tele && access) return { row, access, tele };
      } else if (row.owner_id === user.userID) {
        return { row, access: 'owner', tele: null };
      } else if (isHospitalStaff(user)) {
        return { row, access: 'staff', tele: null };
      }
    }
    throw new NotFoundException(TELE_MESSAGES.fileNotFound);
  }

  /** The files of a case, oldest first. */
  async ofCase(m: EntityManager, teleID: string): Promise<FileRow[]> {
    return m.query(`SELECT ${FILE_COLUMNS} FROM tele_files WHERE tele_id = $1 ORDER BY created_at, id`, [teleID]);
  }
}
