import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AccountDeactivated } from '@hospital/contracts';
import { DomainEventHandler } from '@hospital/core';

/**
 * care-services §2/§4 Deactivate with isDelete, the patients part (issue 19 item 3: each
 * domain removes its own rows on 'account.deactivated'): the profile, with its addresses and
 * drug and allergy notes. Idempotent: a second delivery finds no profile. Issue 33 item 5: the
 * links where the account is the caregiver end ('deactivated'), with or without isDelete.
 */
@EventsHandler(AccountDeactivated)
export class PatientAccountDeactivatedHandler extends DomainEventHandler<AccountDeactivated> {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {
    super();
  }

  protected async react({ payload: { userID, deleteData } }: AccountDeactivated): Promise<void> {
    if (deleteData) await this.dataSource.query(`DELETE FROM patient_profiles WHERE user_id = $1`, [userID]);
    // Issue 33 item 5: a caregiver's deactivation ends the links they hold (the dependents' records stay).
    await this.dataSource.query(
      `UPDATE caregiver_links SET state = 'ended', ended_at = now(), ended_reason = 'deactivated' WHERE caregiver_id = $1 AND state IN ('active', 'pending')`,
      [userID],
    );
  }
}
