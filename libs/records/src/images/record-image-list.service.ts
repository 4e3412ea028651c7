import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PatientAccessAudit } from '@hospital/audit';
import type { ClinicVisit, ImageListRow } from '@hospital/contracts';
import type { AuthUser } from '@hospital/core';
import { HIS_CLINICAL_PORT, type HisClinicalPort } from '@hospital/integrations';
import { FileRecords, StoredFiles } from '@hospital/files';

/**
 * GET /api/v1/softconimg/{DocDT} (care-services §2 Image list, §3 Image list row): the images
 * filed to the visits of one Bangkok date (DocDT 'YYYY-MM-DD' or 'YYYYMMDD', else 400), oldest
 * first. Code is the patient's HN and Name the patient's name, both read from the HIS visit;
 * Thumbnail is the worker's thumbnail as a data URL, null while the image is processing.
 * Staff reading our users' images is audited.
 */
@Injectable()
export class RecordImageListService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(HIS_CLINICAL_PORT) private readonly his: HisClinicalPort,
    @Inject(StoredFiles) private readonly stored: StoredFiles,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
    @Inject(FileRecords) private readonly files: FileRecords,
  ) {}

  /** `date` is DocDT read as 'YYYY-MM-DD' (DocDateParam). */
  async list(user: AuthUser, date: string): Promise<{ data: ImageListRow[] }> {
    const rows = await this.dataSource.transaction(async (m) => {
      // The images are files' rows (stored_files): FileRecords reads them, oldest first.
      const found = await this.files.ofVisitDate(m, date);
      for (const owner of new Set(found.map((r) => r.owner_id))) {
        if (owner) await this.audit.record(m, user.userID, owner, 'file.read');
      }
      return found;
    });
    const keys = [...new Set(rows.map((r) => r.clinic_visit_key))];
    const visits = new Map<string, ClinicVisit | null>(await Promise.all(keys.map(async (k) => [k, await this.his.visit(k)] as const)));
    const data = await Promise.all(
      rows.map(async (row): Promise<ImageListRow> => {
        const visit = visits.get(row.clinic_visit_key);
        return {
          Code: visit?.HN ?? '',
          Name: visit?.Patient ?? '',
          FileName: row.file_name,
          Thumbnail: await this.stored.thumbnailOf(row),
          fileID: row.id,
          clinicVisitKey: row.clinic_visit_key,
          state: row.state,
        };
      }),
    );
    return { data };
  }
}
