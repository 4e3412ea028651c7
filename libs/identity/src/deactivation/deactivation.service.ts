import { ConflictException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { DeactivateResponse } from '@hospital/contracts';
import { AccountStanding, Outbox, type AuthUser } from '@hospital/core';
import { MESSAGES } from '@hospital/rules';

/**
 * care-services §2/§4 Deactivate. One transaction:
 *  - the account signs in no more (deactivated_at) and lets go of the LINE link, national
 *    ID, HN, e-mail and username, so the LINE user or the person may register again as a new
 *    user; the row itself stays, as the id the audit and sign-in history point at;
 *  - with isDelete also the person's names and personal fields and the signed consents and
 *    signatures;
 *  - the domain event 'account.deactivated' {userID, deleteData, lineUserId} (issue 19 item 3). After the
 *    commit each domain removes what it holds of the person on that event: patients the
 *    profile (addresses, drug and allergy notes), telemedicine its
 *    requests from today on that nobody has handled yet (flowStatus 0), bookings its in-person
 *    bookings from today on, both with their files (bytes included), each telling its own
 *    rooms. Past appointments and cases staff already work on are records of care and stay;
 *    so do the records the law requires, which live in the HIS.
 * After the commit the account's tokens stop working (AccountStanding).
 */
@Injectable()
export class DeactivationService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(AccountStanding) private readonly standing: AccountStanding,
  ) {}

  async deactivate(user: AuthUser, isDelete: boolean): Promise<DeactivateResponse> {
    await this.dataSource.transaction(async (m) => {
      const [row]: Array<{ role: string | null; deactivated_at: Date | null; line_user_id: string | null }> = await m.query(`SELECT role, deactivated_at, line_user_id FROM users WHERE id = $1 FOR UPDATE`, [user.userID]);
      if (!row || row.role !== null) throw new ForbiddenException(MESSAGES.forbidden);
      if (row.deactivated_at !== null) throw new ConflictException(MESSAGES.accountDisabled);
      if (isDelete) await m.query(`DELETE FROM consents WHERE user_id = $1`, [user.userID]);
      if (isDelete) await m.query(`DELETE FROM consent_ledger WHERE user_id = $1`, [user.userID]); // issue 15: the ledger goes with the signed consents
      await this.closeAccount(m, user.userID, isDelete);
      await this.outbox.event(m, 'account.deactivated', { userID: user.userID, deleteData: isDelete, lineUserId: row.line_user_id }); // issue 31: the LINE account let go of, for its rich menu
      await this.outbox.job(m, 'audit.patientAccess', {
        actorID: user.userID,
        patientID: user.userID,
        action: isDelete ? 'account.deactivateDelete' : 'account.deactivate',
        at: new Date().toISOString(),
      });
    });
    this.standing.markGone(user.userID);
    return { deactivated: true, deleted: isDelete };
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
}
