import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PatientAccessAudit } from '@hospital/audit';
import type { CaseHistoryResponse, ClinicVisit, EarlierImagesResponse, PanelVisit } from '@hospital/contracts';
import type { AuthUser } from '@hospital/core';
import { FileRecords, StoredFiles, fileNameFor } from '@hospital/files';
import { PeopleDirectory } from '@hospital/identity';
import { HIS_CLINICAL_PORT, type HisClinicalPort } from '@hospital/integrations';
import { PatientRecords } from '@hospital/patients';
import { DOCTOR_PANEL, MESSAGES } from '@hospital/rules';
import { TeleRecords, type TeleRow } from '../cases/tele-records.js';

/** The patient's photos (§3 file category 0), as the case gallery shows them. */
const PHOTO_CATEGORY = 0;

/** One HIS visit as the panel shows it: the diagnosis is DX, else the coded DX2. */
export function panelVisitOf(v: ClinicVisit): PanelVisit {
  return {
    clinicVisitKey: v.ClinicVisitKey,
    recordDT: v.RecordDT,
    serviceUnit: v.ServiceUnit,
    doctor: v.Doctor?.trim() || null,
    diagnosis: (v.DX.trim() || v.DX2.trim()).replace(/\s*\n\s*/g, ', '),
    summary: v.MC.trim(),
  };
}

/**
 * Issue 35 item 1, the doctor's panel beside the video: who may read is the case's access rule
 * (TeleRecords.readable, the doctor kind included), and the patient's own case is not theirs to
 * read here (403, as GET /api/v1/tele/info). The drug note comes through patients' PatientRecords,
 * the visits from the HIS port (records owns no copy of them), the earlier cases from
 * telemedicine's own table and their files through files' FileRecords. Every read is audited.
 */
@Injectable()
export class DoctorPanelReads {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TeleRecords) private readonly cases: TeleRecords,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
    @Inject(PatientRecords) private readonly patients: PatientRecords,
    @Inject(PeopleDirectory) private readonly people: PeopleDirectory,
    @Inject(HIS_CLINICAL_PORT) private readonly his: HisClinicalPort,
    @Inject(FileRecords) private readonly files: FileRecords,
    @Inject(StoredFiles) private readonly stored: StoredFiles,
  ) {}

  /** GET /api/v1/tele/{teleID}/history: the drug note and the last DOCTOR_PANEL.lastVisits HIS visits. */
  async history(user: AuthUser, teleID: string): Promise<CaseHistoryResponse> {
    const { row, record } = await this.dataSource.transaction(async (m) => {
      const row = await this.caseFor(m, user, teleID, 'records.read');
      return { row, record: await this.patients.load(m, row.user_id) };
    });
    const hn = (await this.people.profileOf(row.user_id))?.hn ?? null;
    const visits = hn ? await this.his.visitsOfPatient(hn) : [];
    return {
      drugNote: record?.profile?.drugNote?.trim() ?? '',
      hn,
      visits: visits.slice(0, DOCTOR_PANEL.lastVisits).map(panelVisitOf),
    };
  }

  /**
   * GET /api/v1/tele/{teleID}/earlierimages: the photos of the patient's cases booked before this
   * one (any service type), newest first, at most DOCTOR_PANEL.earlierPhotos; files that failed
   * to decode are left out.
   */
  async earlierImages(user: AuthUser, teleID: string): Promise<EarlierImagesResponse> {
    const { rows, dates } = await this.dataSource.transaction(async (m) => {
      const row = await this.caseFor(m, user, teleID, 'file.read');
      const earlier: Array<{ id: string; appoint_date: string }> = await m.query(
        `SELECT id, to_char(appoint_date, 'YYYY-MM-DD') AS appoint_date FROM tele_requests
          WHERE user_id = $1 AND id <> $2 AND created_at < (SELECT created_at FROM tele_requests WHERE id = $2)`,
        [row.user_id, row.id],
      );
      const rows = await this.files.newestOfCases(m, earlier.map((e) => e.id), PHOTO_CATEGORY, DOCTOR_PANEL.earlierPhotos);
      return { rows, dates: new Map(earlier.map((e) => [e.id, e.appoint_date])) };
    });
    const data = await Promise.all(
      rows.map(async (f) => ({
        fileID: f.id,
        fileName: fileNameFor(f.file_name, f.content_type),
        thumbnail: await this.stored.thumbnailOf(f),
        bodySite: f.body_site,
        qualityNote: f.quality_note,
        teleID: f.tele_id ?? '',
        caseDate: dates.get(f.tele_id ?? '') ?? '',
        createdAt: new Date(f.created_at).toISOString(),
      })),
    );
    return { data };
  }

  /** The case if the caller may read it (404 otherwise) and is not its patient (403); the read audited. */
  private async caseFor(m: EntityManager, user: AuthUser, teleID: string, action: 'records.read' | 'file.read'): Promise<TeleRow> {
    const { row, access } = await this.cases.readable(m, user, teleID);
    if (access === 'owner') throw new ForbiddenException(MESSAGES.forbidden);
    await this.audit.record(m, user.userID, row.user_id, action);
    return row;
  }
}
