import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { FilesProcessed } from '@hospital/contracts';
import { DomainEventHandler, Outbox } from '@hospital/core';
import { TeleEvents } from '../cases/tele-events.js';
import { TeleRecords } from '../cases/tele-records.js';

/** The payment slip category (care-services §3 fileCategoryID 2). */
const SLIP_CATEGORY = 2;

/**
 * A file of a case was processed (issue 19 item 3, 'files.processed' from the image worker):
 * the case's rooms hear 'tele.changed' (reason 'file') so boards and the case page show the
 * thumbnail, and a payment slip's QR is read now that the image is final (issue 13 item 5,
 * 'payments.readSlip'). Idempotent: a second delivery only repeats the refetch hint and queues
 * a read the slip reader skips (one slip row per file, the bank asked once).
 */
@EventsHandler(FilesProcessed)
export class TeleFileProcessedHandler extends DomainEventHandler<FilesProcessed> {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TeleRecords) private readonly cases: TeleRecords,
    @Inject(TeleEvents) private readonly events: TeleEvents,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {
    super();
  }

  protected async react({ payload }: FilesProcessed): Promise<void> {
    const teleID = payload.teleID;
    if (!teleID) return;
    await this.dataSource.transaction(async (m) => {
      const tele = await this.cases.find(m, teleID);
      if (!tele) return; // the case is gone (deactivation): nothing to tell
      if (payload.category === SLIP_CATEGORY) await this.outbox.job(m, 'payments.readSlip', { fileID: payload.fileID });
      await this.events.changed(m, { teleID, userID: tele.user_id, serviceType: tele.service_type, flowStatus: tele.flow_status }, 'file', null, !tele.awaiting_photos);
    });
  }
}
