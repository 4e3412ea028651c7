import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PatientAccessAudit } from '@hospital/audit';
import type { FileUploadResponse } from '@hospital/contracts';
import type { AuthUser } from '@hospital/core';
import { HIS_CLINICAL_PORT, type HisClinicalPort } from '@hospital/integrations';
import { RECORD_IMAGE_MESSAGES, RECORD_IMAGE_TYPES, calendarDateOf } from '@hospital/rules';
import { StoredFiles, decodeUpload } from '@hospital/files';
import { PeopleDirectory } from '@hospital/identity';
import { userIdOfHn } from './record-image-access.js';
import type { PatientImageUploadInput } from './record-images.schemas.js';

/** The stored_files category of a hospital-record image: a staff upload (§3 category 1). */
const RECORD_IMAGE_CATEGORY = 1;
/** Narrower than category 1 (which also takes a PDF): pictures the worker resizes, nothing else. */
const RECORD_IMAGE_UPLOADS = { types: RECORD_IMAGE_TYPES, message: RECORD_IMAGE_MESSAGES.imageOnly };

/**
 * POST /api/v1/patient/imagemobile (care-services §7, one request per image; §3 fileCategoryID
 * carries the clinicVisitKey; the body's shape and limits are PatientImageUploadBody's). The
 * bytes must be a jpeg, png or webp picture (sniffed, not the declared type) of at most 10 MB,
 * and the visit must exist in the HIS; otherwise 400/413/404 and nothing is stored. The image is kept like every upload (@hospital/files: file store +
 * stored_files row + 'images.process' job, one transaction); the worker resizes it, makes the
 * thumbnail and publishes 'files.processed', on which RecordFileProcessedHandler queues
 * 'records.fileVisitImage', which files it into the HIS visit.
 */
@Injectable()
export class RecordImageUploadService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(HIS_CLINICAL_PORT) private readonly his: HisClinicalPort,
    @Inject(StoredFiles) private readonly stored: StoredFiles,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
    @Inject(PeopleDirectory) private readonly people: PeopleDirectory,
  ) {}

  async upload(user: AuthUser, input: PatientImageUploadInput): Promise<FileUploadResponse> {
    const key = input.fileCategoryID;
    const upload = decodeUpload(input, RECORD_IMAGE_CATEGORY, RECORD_IMAGE_UPLOADS);

    const visit = await this.his.visit(key);
    const date = visit ? calendarDateOf(visit.RecordDT) : null;
    if (!visit || !date) throw new NotFoundException(RECORD_IMAGE_MESSAGES.visitNotFound);
    const ownerID = visit.HN ? await userIdOfHn(this.people, this.dataSource.manager, visit.HN) : null;

    const result = await this.stored.add(
      { teleID: null, bookingID: null, clinicVisit: { key: visit.ClinicVisitKey, date }, ownerID, uploadedBy: user.userID },
      upload,
      async (m) => {
        if (ownerID) await this.audit.record(m, user.userID, ownerID, 'visit.image');
      },
    );
    return { data: result };
  }
}
