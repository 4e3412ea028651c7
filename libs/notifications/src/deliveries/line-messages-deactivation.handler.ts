import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AccountDeactivated } from '@hospital/contracts';
import { DomainEventHandler } from '@hospital/core';

/**
 * care-services §2/§4 Deactivate with isDelete, the notifications part (issue 19 item 3: each
 * domain removes its own rows): the record of the LINE messages sent to the person goes with
 * the account's data. Idempotent: a second delivery deletes nothing.
 */
@EventsHandler(AccountDeactivated)
export class LineMessagesOnDeactivation extends DomainEventHandler<AccountDeactivated> {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {
    super();
  }

  protected async react({ payload: { userID, deleteData } }: AccountDeactivated): Promise<void> {
    if (!deleteData) return;
    await this.dataSource.query(`DELETE FROM line_messages WHERE user_id = $1`, [userID]);
  }
}
