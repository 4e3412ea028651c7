import { Inject, Injectable } from '@nestjs/common';
import { PersonalData, SqlReads, section, type PersonalDataSection, type PersonalDataSource, type PersonalDataSubject } from '@hospital/core';

/**
 * Issue 15 item 3: the person's uploads (case photos, slips, booking and hospital-record images)
 * as links to the file route, never the bytes; the file route checks who may open them.
 */
@PersonalData()
@Injectable()
export class FilesPersonalData implements PersonalDataSource {
  readonly tables = ['stored_files'];

  constructor(@Inject(SqlReads) private readonly sql: SqlReads) {}

  async export({ userID }: PersonalDataSubject): Promise<PersonalDataSection[]> {
    const rows = await this.sql.rows<Record<string, unknown> & { id: string }>(
      `SELECT id, tele_id, booking_id, category, file_name, content_type, size_bytes, state, width, height,
              clinic_visit_key, clinic_visit_date, body_site, quality_note, created_at
         FROM stored_files WHERE owner_id = $1 ORDER BY created_at DESC`,
      [userID],
    );
    return [section('stored_files', 'ไฟล์และรูปภาพ', rows.map((r) => ({ ...r, link: `/api/v1/tele/upload/${r.id}` })))];
  }
}
