import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { TeleParcelStatusRecorded } from '@hospital/contracts';
import { APP_CONFIG, DomainEventHandler, type AppConfig } from '@hospital/core';
import { NotificationSends } from '../sends/notification-sends.js';
import { TOLD_KINDS, parcelPushCard, parcelPushKey, parcelPushText } from './parcel-messages.js';

/**
 * care-services §4 flowStatus 6 (shipped): Thailand Post's 'out for delivery' and 'delivered'
 * reach the patient on LINE. Reacts to 'tele.parcelStatusRecorded': of what is new for the
 * parcel, the patient hears the latest that matters (a parcel seen out for delivery and
 * delivered in one poll gets the one 'delivered' message), as ONE 'line.push' keyed on
 * barcode+status (NotificationSends.pushOnce: a second delivery, or the same barcode recorded
 * on a second case, queues nothing).
 */
@EventsHandler(TeleParcelStatusRecorded)
export class ParcelMessages extends DomainEventHandler<TeleParcelStatusRecorded> {
  constructor(
    @Inject(NotificationSends) private readonly sends: NotificationSends,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  protected async react({ payload: e }: TeleParcelStatusRecorded): Promise<void> {
    const told = e.statuses.filter((s) => TOLD_KINDS.includes(s.kind)).at(-1);
    if (!told) return;
    await this.sends.pushOnce({
      userID: e.userID,
      text: parcelPushText(told.kind, e.barcode),
      card: parcelPushCard(told.kind, e.barcode, `${this.config.publicBaseUrl}/home`),
      key: parcelPushKey(e.barcode, told.code),
    });
  }
}
