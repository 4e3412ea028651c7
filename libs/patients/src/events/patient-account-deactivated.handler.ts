import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AccountDeactivated } from '@hospital/contracts';
import { DomainEventHandler } from '@hospital/core';

/**
 * care-services §2/§4 Deactivate with isDelete, the patients part (issue 19 item 3: each
 * domain removes its own rows on 'account.deactivated'): the profile, with its addresses and
 * drug and allergy notes. Idempotent: a second delivery finds no profile.
 */
@EventsHandler(AccountDeactivated)
export class PatientAccountDeactivatedHandler extends DomainEventHandler<AccountDeactivated> {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {
    super();
  }

  protected async react({ payload: { userID, deleteData } }: AccountDeactivated): Promise<void> {
    if (deleteData) await this.dataSource.query(`DELETE FROM patient_profiles WHERE user_id = $1`, [userID]);
  }
}
