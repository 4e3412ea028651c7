import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PatientAccessAudit } from '@hospital/audit';
import type { FileUploadResponse, StoredFileResponse, TeleImage } from '@hospital/contracts';
import { Outbox, PatientAccess, type AuthUser } from '@hospital/core';
import { FileRecords, StoredFiles, decodeUpload, fileNameFor, type FileRow } from '@hospital/files';
import { HIS_PORT, type HisPort } from '@hospital/integrations';
import { MESSAGES, TELE_MESSAGES, mayUploadCategory, photosNeededFor, slipProblem } from '@hospital/rules';
import { TeleEvents } from '../cases/tele-events.js';
import { TeleRecords, isHospitalStaff } from '../cases/tele-records.js';
import type { TeleUploadInput } from './tele-files.schemas.js';
import { SLIP_CATEGORY } from '../payment/case-slips.js';

/** The patient's symptom photos (care-services §3 fileCategoryID 0). */
const PHOTO_CATEGORY = 0;

/**
 * care-services §3 Image, §7 POST /api/v1/tele/upload, GET /api/v1/tele/upload/{fileID},
 * GET /api/v1/tele/imagelist/{teleID}. Reads by anyone but the patient are audited.
 */
@Injectable()
export class TeleFilesService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TeleRecords) private readonly cases: TeleRecords,
    @Inject(TeleEvents) private readonly events: TeleEvents,
    @Inject(FileRecords) private readonly files: FileRecords,
    @Inject(StoredFiles) private readonly stored: StoredFiles,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(PatientAccess) private readonly patients: PatientAccess,
    @Inject(HIS_PORT) private readonly his: HisPort,
  ) {}

  /**
   * A file added to a case the caller can read (404 otherwise), in a category they may add
   * (403 otherwise, see mayUploadCategory). jpeg, png and webp are queued for the image
   * worker ('processing'); a PDF (categories 1 and 2 only) is kept as sent ('stored'). The
   * body's shape and limits are TeleUploadBody's; decodeUpload decodes the file (400
   * undecodable or empty, 413 past FILE_LIMITS.maxBytes decoded), sniffs its type and refuses
   * (400) one the category does not accept (categoryAccepts: 0 pictures, 1 and 2 pictures or
   * a PDF), before anything is read or stored.
   */
  async upload(user: AuthUser, input: TeleUploadInput): Promise<FileUploadResponse> {
    const upload = decodeUpload(input, input.fileCategoryID);
    const { row: tele, access } = await this.cases.readable(this.dataSource.manager, user, input.teleID);
    // Issue 35 item 1: the doctor of a hospital case reads its files; the nurse and the patient add them.
    if (access === 'doctor' || !mayUploadCategory(access, upload.category)) throw new ForbiddenException(MESSAGES.forbidden);
    // Issue 28 item 1: a slip only on a case that owes money (payable status, an amount from the HIS).
    if (upload.category === SLIP_CATEGORY) {
      const problem = slipProblem(tele.flow_status, tele.flow_status < 5 && (await this.his.teleCosts(tele.id)).length > 0);
      if (problem) throw new ConflictException(problem);
    }
    const target = { teleID: tele.id, bookingID: null, ownerID: tele.user_id, uploadedBy: user.userID, bodySite: input.bodySite };
    const result = await this.stored.add(target, upload, async (m, fileID, state) => {
      const onBoards = upload.category === PHOTO_CATEGORY ? await this.photosArrived(m, tele.id) : !(await this.stillAwaiting(m, tele.id));
      await this.events.changed(m, { teleID: tele.id, userID: tele.user_id, serviceType: tele.service_type, flowStatus: tele.flow_status }, 'file', null, onBoards);
      // Issue 33 item 4: a caregiver's photo or slip for the person is theirs in the person's access log.
      await this.audit.recordCaregiverAct(m, user, upload.category === SLIP_CATEGORY ? 'tele.slip' : 'tele.upload', `tele:${tele.id}:file:${fileID}`);
      // Payment proof flow: a slip stored on the case is 'tele.slipReceived', committed with its
      // file row. A slip the image worker does not process (a PDF) is read by the reaction to it
      // (SlipReceivedRead; the reader records 'none'); an image slip once 'files.processed' says it is final.
      if (upload.category === SLIP_CATEGORY && state !== 'ready' && state !== 'failed') {
        await this.outbox.event(m, 'tele.slipReceived', {
          teleID: tele.id,
          fileID,
          userID: tele.user_id,
          serviceType: tele.service_type,
          flowStatus: tele.flow_status,
          state,
          contentType: upload.contentType,
          byUserID: user.userID,
          byRole: user.role ?? null,
        });
      }
    });
    return { data: result };
  }

  /**
   * Issue 28 item 1: after a symptom photo is added (in its transaction; while the case waits,
   * its row is locked so two uploads at once count each other): once the case has the photos its type needs
   * (libs/rules photosNeededFor; a failed image does not count), it leaves 'awaiting photos'
   * and joins the staff boards. Answers whether the case is on the boards now.
   */
  private async photosArrived(m: EntityManager, teleID: string): Promise<boolean> {
    // Nearly every upload finds the case on the boards already: no lock for those.
    if (!(await this.stillAwaiting(m, teleID))) return true;
    // NO KEY UPDATE, not UPDATE: the photo row just inserted holds a KEY SHARE lock on the case
    // (its foreign key), which FOR UPDATE would wait on across parallel uploads (a deadlock).
    // Parallel uploads to a waiting case take turns here, so the last one counts them all.
    const [row]: Array<{ awaiting_photos: boolean; service_type: number }> = await m.query(
      `SELECT awaiting_photos, service_type FROM tele_requests WHERE id = $1 FOR NO KEY UPDATE`,
      [teleID],
    );
    if (!row?.awaiting_photos) return true;
    const n = await this.files.keptCountOfCase(m, teleID, PHOTO_CATEGORY);
    if (n < photosNeededFor(row.service_type)) return false;
    await m.query(`UPDATE tele_requests SET awaiting_photos = false WHERE id = $1`, [teleID]);
    return true;
  }

  private async stillAwaiting(m: EntityManager, teleID: string): Promise<boolean> {
    const [row]: Array<{ awaiting_photos: boolean }> = await m.query(`SELECT awaiting_photos FROM tele_requests WHERE id = $1`, [teleID]);
    return row?.awaiting_photos ?? false;
  }

  /** One file's bytes as base64 (the resized image once ready), or its thumbnail. */
  async read(user: AuthUser, fileID: string, which: 'file' | 'thumbnail' = 'file'): Promise<StoredFileResponse> {
    return this.dataSource.transaction(async (m) => {
      // Issue 18 finding 9: served() reads the row again if the worker finished meanwhile.
      const found = await this.stored.served(m, await this.readableFile(m, user, fileID), which);
      if (!found) throw new NotFoundException(TELE_MESSAGES.fileNotFound);
      const { row, bytes } = found;
      if (row.owner_id) await this.audit.record(m, user.userID, row.owner_id, 'file.read');
      const type = which === 'thumbnail' ? 'image/jpeg' : row.content_type;
      return {
        data: {
          FileType: type,
          fileData: bytes.toString('base64'),
          // Named for what the bytes are, also for files kept before names were (issue 18 finding 3).
          fileName: fileNameFor(row.file_name, type),
          state: row.state,
          bodySite: row.body_site,
        },
      };
    });
  }

  /** The files of a case with their thumbnails inline. */
  async list(user: AuthUser, teleID: string): Promise<{ data: TeleImage[] }> {
    return this.dataSource.transaction(async (m) => {
      const { row: tele } = await this.cases.readable(m, user, teleID);
      const rows = await this.files.ofCase(m, tele.id);
      if (rows.length > 0) await this.audit.record(m, user.userID, tele.user_id, 'file.read');
      const data = await Promise.all(rows.map(async (row) => this.imageOf(row)));
      return { data };
    });
  }

  /**
   * Who may read a file (DESIGN.md: permissions where the data is read): whoever may read its
   * case (the patient, hospital staff, the network user of a consultation, per teleAccessOf);
   * for a file of a booking or a HIS visit, its patient and hospital staff. Anything else is
   * answered as not found.
   */
  private async readableFile(m: EntityManager, user: AuthUser, fileID: string): Promise<FileRow> {
    const row = await this.files.find(m, fileID);
    if (row) {
      if (row.tele_id) {
        // The case's readers, per teleAccessOf and the patient access rule (TeleRecords.readable).
        const tele = await this.cases.readable(m, user, row.tele_id).catch((error: unknown) => {
          if (error instanceof NotFoundException) return null;
          throw error;
        });
        if (tele) return row;
      } else if ((row.owner_id === user.userID || isHospitalStaff(user)) && (!row.owner_id || (await this.patients.canSee(user, row.owner_id, m)))) {
        return row;
      }
    }
    throw new NotFoundException(TELE_MESSAGES.fileNotFound);
  }

  private async imageOf(row: FileRow): Promise<TeleImage> {
    return {
      fileID: row.id,
      fileName: fileNameFor(row.file_name, row.content_type),
      fileCategoryID: row.category,
      fileSrc: `/images/${row.id}`,
      thumbnail: await this.stored.thumbnailOf(row),
      fileType: row.content_type,
      state: row.state,
      createdAt: new Date(row.created_at).toISOString(),
      bodySite: row.body_site,
      qualityNote: row.quality_note,
    };
  }
}
