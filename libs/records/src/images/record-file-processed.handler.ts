import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { FilesProcessed } from '@hospital/contracts';
import { DomainEventHandler, Outbox } from '@hospital/core';

/**
 * A hospital-record image is ready (issue 19 item 3, 'files.processed' with a clinicVisitKey):
 * queue 'records.fileVisitImage', which files it into its HIS visit (care-services §2
 * /patientimage). An image that does not decode is not filed. Idempotent: a second delivery
 * queues a job that finds the row filed (his_filed_at) and does nothing.
 */
@EventsHandler(FilesProcessed)
export class RecordFileProcessedHandler extends DomainEventHandler<FilesProcessed> {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {
    super();
  }

  protected async react({ payload }: FilesProcessed): Promise<void> {
    if (!payload.clinicVisitKey || payload.state !== 'ready') return;
    await this.dataSource.transaction(async (m) => {
      await this.outbox.job(m, 'records.fileVisitImage', { fileID: payload.fileID });
    });
  }
}
