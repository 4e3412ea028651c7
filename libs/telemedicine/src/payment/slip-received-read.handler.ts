import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { TeleSlipReceived } from '@hospital/contracts';
import { DomainEventHandler, Outbox } from '@hospital/core';

/**
 * Payment proof flow: a slip kept as sent (a PDF, 'stored': the image worker does not process
 * it) is read as soon as it is on the case — 'payments.readSlip' queued in reaction to
 * 'tele.slipReceived' (the reader records 'none' for it, Finance looks at it themselves). An
 * image slip ('processing') is read once 'files.processed' says it is final
 * (TeleFileProcessedHandler). Idempotent as that one is: a second delivery queues a read the
 * slip reader skips (one slip row per file, the bank asked once).
 */
@EventsHandler(TeleSlipReceived)
export class SlipReceivedRead extends DomainEventHandler<TeleSlipReceived> {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {
    super();
  }

  protected async react({ payload }: TeleSlipReceived): Promise<void> {
    if (payload.state !== 'stored') return;
    await this.outbox.job(this.dataSource.manager, 'payments.readSlip', { fileID: payload.fileID });
  }
}
