import { ConflictException, ForbiddenException, Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { DeactivateResponse } from '@hospital/contracts';
import { BookingEvents } from '@hospital/bookings';
import { AccountStanding, Outbox, type AuthUser } from '@hospital/core';
import { FILE_STORE, type FileStore } from '@hospital/integrations';
import { MESSAGES } from '@hospital/rules';
import { fileKeys, roomsOfCase } from '@hospital/telemedicine';

/** Today in Bangkok, as SQL: appointments from this date on are the future ones. */
const TODAY_BANGKOK = `(now() AT TIME ZONE 'Asia/Bangkok')::date`;

interface RemovedCase {
  id: string;
  service_type: number;
}

/**
 * care-services §2/§4 Deactivate. One transaction:
 *  - the account signs in no more (deactivated_at) and lets go of the LINE link, national
 *    ID, HN, e-mail and username, so the LINE user or the person may register again as a new
 *    user; the row itself stays, as the id the audit and sign-in history point at;
 *  - with isDelete also the person's data this product holds: names and personal fields,
 *    the profile, the signed consents and signatures, the appointments from today on that
 *    nobody has handled yet (telemedicine requests at flowStatus 0, in-person bookings) and
 *    their files. Past appointments and cases staff already work on are records of care and
 *    stay; so do the records the law requires, which live in the HIS.
 * After the commit, the files' bytes leave the file store and the account's tokens stop
 * working (AccountStanding).
 */
@Injectable()
export class DeactivationService {
  private readonly logger = new Logger('Deactivation');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(AccountStanding) private readonly standing: AccountStanding,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(BookingEvents) private readonly bookingEvents: BookingEvents,
  ) {}

  async deactivate(user: AuthUser, isDelete: boolean): Promise<DeactivateResponse> {
    const outcome = await this.dataSource.transaction(async (m) => {
      const [row] = await m.query(`SELECT role, deactivated_at FROM users WHERE id = $1 FOR UPDATE`, [user.userID]);
      if (!row || row.role !== null) throw new ForbiddenException(MESSAGES.forbidden);
      if (row.deactivated_at !== null) throw new ConflictException(MESSAGES.accountDisabled);
      const removed = isDelete ? await this.removeData(m, user.userID) : { bookings: 0, cases: [] as RemovedCase[], fileIDs: [] as string[] };
      await this.closeAccount(m, user.userID, isDelete);
      await this.outbox.job(m, 'audit.patientAccess', {
        actorID: user.userID,
        patientID: user.userID,
        action: isDelete ? 'account.deactivateDelete' : 'account.deactivate',
        at: new Date().toISOString(),
      });
      return removed;
    });
    this.standing.markGone(user.userID);
    await this.removeBytes(outcome.fileIDs);
    return {
      deactivated: true,
      deleted: isDelete,
      removed: { bookings: outcome.bookings, teleRequests: outcome.cases.length, files: outcome.fileIDs.length },
    };
  }

  /** Signs in no more; identifiers released (kept aside unless the data is deleted). */
  private async closeAccount(m: EntityManager, userID: string, isDelete: boolean): Promise<void> {
    await m.query(
      `UPDATE users SET
         deactivated_at = now(),
         deactivated_identity = CASE WHEN $2 THEN NULL ELSE jsonb_strip_nulls(jsonb_build_object(
           'idCard', id_card, 'hn', hn, 'email', email, 'username', username, 'lineUserId', line_user_id)) END,
         is_active = 0, line_user_id = NULL, id_card = NULL, hn = NULL, email = NULL, username = NULL, password_hash = NULL,
         first_name = CASE WHEN $2 THEN '' ELSE first_name END,
         last_name = CASE WHEN $2 THEN '' ELSE last_name END,
         title_name = CASE WHEN $2 THEN NULL ELSE title_name END,
         title_key = CASE WHEN $2 THEN NULL ELSE title_key END,
         gender_key = CASE WHEN $2 THEN NULL ELSE gender_key END,
         birth_date = CASE WHEN $2 THEN NULL ELSE birth_date END,
         phone = CASE WHEN $2 THEN NULL ELSE phone END,
         registry_address = CASE WHEN $2 THEN NULL ELSE registry_address END,
         updated_at = now()
       WHERE id = $1`,
      [userID, isDelete],
    );
  }

  private async removeData(m: EntityManager, userID: string): Promise<{ bookings: number; cases: RemovedCase[]; fileIDs: string[] }> {
    await m.query(`DELETE FROM patient_profiles WHERE user_id = $1`, [userID]);
    await m.query(`DELETE FROM consents WHERE user_id = $1`, [userID]);

    // Telemedicine requests from today on that nobody has handled yet (flowStatus 0).
    const cases: RemovedCase[] = await m.query(
      `SELECT id, service_type FROM tele_requests WHERE user_id = $1 AND flow_status = 0 AND appoint_date >= ${TODAY_BANGKOK} FOR UPDATE`,
      [userID],
    );
    const caseIDs = cases.map((c) => c.id);
    const fileIDs: string[] = [];
    if (caseIDs.length > 0) {
      fileIDs.push(...(await this.filesOf(m, 'tele_id', caseIDs)));
      await m.query(`DELETE FROM tele_requests WHERE id = ANY($1::uuid[])`, [caseIDs]); // tele_files cascade
      for (const c of cases) {
        await this.outbox.realtime(m, roomsOfCase({ userID, serviceType: c.service_type, flowStatus: 0, from: null }), 'tele.changed', {
          teleID: c.id,
          userID,
          flowStatus: 0,
          from: null,
          reason: 'updated',
        });
      }
    }

    // In-person bookings from today on: removed, and the booking board told (booking.changed).
    const rows: Array<{ id: string; appoint_date: string; booking_status: number }> = await m.query(
      `SELECT id, to_char(appoint_date, 'YYYY-MM-DD') AS appoint_date, booking_status
         FROM bookings WHERE user_id = $1 AND appoint_date >= ${TODAY_BANGKOK} FOR UPDATE`,
      [userID],
    );
    const bookingIDs = rows.map((r) => r.id);
    if (bookingIDs.length > 0) {
      fileIDs.push(...(await this.filesOf(m, 'booking_id', bookingIDs)));
      await m.query(`DELETE FROM tele_files WHERE booking_id = ANY($1::uuid[])`, [bookingIDs]);
      await m.query(`DELETE FROM bookings WHERE id = ANY($1::uuid[])`, [bookingIDs]);
      for (const b of rows) {
        await this.bookingEvents.changed(m, { bookingID: b.id, userID, appointDate: b.appoint_date, bookingStatus: -1 }, 'cancelled', b.booking_status);
      }
    }
    const bookings = bookingIDs.length;
    return { bookings, cases, fileIDs };
  }

  private async filesOf(m: EntityManager, column: 'tele_id' | 'booking_id', ids: string[]): Promise<string[]> {
    const rows: Array<{ id: string }> = await m.query(`SELECT id FROM tele_files WHERE ${column} = ANY($1::uuid[])`, [ids]);
    return rows.map((r) => r.id);
  }

  /** The bytes of removed files; a failure leaves an orphan on disk, never a half-done deactivation. */
  private async removeBytes(fileIDs: string[]): Promise<void> {
    for (const id of fileIDs) {
      const keys = fileKeys(id);
      for (const key of [keys.original, keys.resized, keys.thumbnail]) {
        await this.files.remove(key).catch((error: unknown) => this.logger.warn(`file ${key} not removed: ${String(error)}`));
      }
    }
  }
}
