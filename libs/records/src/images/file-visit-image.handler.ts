import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobPayload } from '@hospital/contracts';
import { JobHandler } from '@hospital/core';
import { FileRecords } from '@hospital/files';
import { HIS_CLINICAL_PORT, type HisClinicalPort } from '@hospital/integrations';

/**
 * Files a processed hospital-record image into its HIS visit (care-services §2 /patientimage).
 * Queued by RecordFileProcessedHandler when 'files.processed' says the image is 'ready'.
 * Idempotent: a filed row (his_filed_at) is skipped; a HIS error throws, so the job retries.
 * A visit the HIS no longer has is logged and left unfiled (the image stays in our list).
 */
@Injectable()
export class FileVisitImageHandler {
  private readonly logger = new Logger('RecordImages');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(HIS_CLINICAL_PORT) private readonly his: HisClinicalPort,
    @Inject(FileRecords) private readonly files: FileRecords,
  ) {}

  @JobHandler('records.fileVisitImage')
  async file({ fileID }: JobPayload<'records.fileVisitImage'>): Promise<void> {
    // The image is files' row (stored_files): read and marked through FileRecords.
    const row = await this.files.visitFile(this.dataSource.manager, fileID);
    if (!row || row.state !== 'ready' || row.his_filed_at) return;
    const filed = await this.his.attachVisitImage(row.clinic_visit_key, { fileID, fileName: row.file_name, fileType: row.content_type });
    if (!filed) {
      this.logger.warn(`File ${fileID}: the HIS has no visit ${row.clinic_visit_key}; the image is kept, not filed`);
      return;
    }
    await this.files.markFiledToHis(this.dataSource.manager, fileID);
  }
}
