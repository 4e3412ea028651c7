import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ConsentChanged } from '@hospital/contracts';
import { DomainEventHandler, Outbox } from '@hospital/core';

/**
 * DESIGN.md "How an event travels", step 2 (the rooms that care): a person's consent changed,
 * so their room hears 'patient.consentsChanged' — their /privacy page open elsewhere (another
 * phone, LINE and the browser) refetches what it shows. Every delivery to that room asks the
 * one patient access rule again, so a network account's socket still in the room of a person
 * who just withdrew 'network_sharing' is dropped now, not at the room's next event. A second
 * delivery of the event sends the room another refetch, which changes nothing. A consent
 * without a person (a parent's vaccine booking without signing in) has no room.
 */
@EventsHandler(ConsentChanged)
export class ConsentChangedRooms extends DomainEventHandler<ConsentChanged> {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {
    super();
  }

  protected async react({ payload: e }: ConsentChanged): Promise<void> {
    if (e.userID === null) return;
    await this.outbox.realtime(this.dataSource.manager, [`patient:${e.userID}`], 'patient.consentsChanged', { userID: e.userID, purpose: e.purpose });
  }
}
