import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AccountDeactivated } from '@hospital/contracts';
import { DomainEventHandler } from '@hospital/core';
import { StoredFiles } from '@hospital/files';
import { TeleEvents } from './tele-events.js';

/** Today in Bangkok, as SQL: appointments from this date on are the future ones. */
const TODAY_BANGKOK = `(now() AT TIME ZONE 'Asia/Bangkok')::date`;

/**
 * care-services §2/§4 Deactivate with isDelete, the telemedicine part (issue 19 item 3: each
 * domain removes its own rows on 'account.deactivated'): the person's requests from today on
 * that nobody has handled yet (flowStatus 0) go with their files, and each one's rooms hear
 * 'tele.changed'. Cases staff already work on and past ones are records of care and stay.
 * Idempotent: a second delivery finds no such case and does nothing.
 */
@EventsHandler(AccountDeactivated)
export class TeleAccountDeactivatedHandler extends DomainEventHandler<AccountDeactivated> {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(StoredFiles) private readonly files: StoredFiles,
    @Inject(TeleEvents) private readonly events: TeleEvents,
  ) {
    super();
  }

  protected async react({ payload: { userID, deleteData } }: AccountDeactivated): Promise<void> {
    if (!deleteData) return;
    const fileIDs = await this.dataSource.transaction(async (m) => {
      const cases: Array<{ id: string; service_type: number }> = await m.query(
        `SELECT id, service_type FROM tele_requests WHERE user_id = $1 AND flow_status = 0 AND appoint_date >= ${TODAY_BANGKOK} FOR UPDATE`,
        [userID],
      );
      if (cases.length === 0) return [];
      const ids = cases.map((c) => c.id);
      const removed = await this.files.removeRowsOf(m, 'tele', ids);
      await m.query(`DELETE FROM tele_requests WHERE id = ANY($1::uuid[])`, [ids]);
      for (const c of cases) {
        await this.events.changed(m, { teleID: c.id, userID, serviceType: c.service_type, flowStatus: 0 }, 'updated');
      }
      return removed;
    });
    await this.files.removeBytes(fileIDs);
  }
}
