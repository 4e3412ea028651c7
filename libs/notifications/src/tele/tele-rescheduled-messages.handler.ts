import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { TeleRescheduled } from '@hospital/contracts';
import { APP_CONFIG, DomainEventHandler, type AppConfig } from '@hospital/core';
import { rescheduledCard, teleRescheduledText } from '@hospital/rules';
import { NotificationSends } from '../sends/notification-sends.js';

/** The message key of a case's move: one LINE message per tele_reschedules row (LINE's retry key is made from it). */
export function teleRescheduledPushKey(teleID: string, rescheduleID: string): string {
  return `tele:${teleID}:rescheduled:${rescheduleID}`;
}

/**
 * Issue 32 item 2: a telemedicine visit moved to another day or time ('tele.rescheduled', by the
 * patient, staff's edit or an accepted earlier-slot offer) — the patient gets a card with the
 * service, the new Buddhist-era day and time and the old one. ONE 'line.push' per move
 * (NotificationSends.pushOnce: a second delivery of the event queues nothing).
 */
@EventsHandler(TeleRescheduled)
export class TeleRescheduledMessages extends DomainEventHandler<TeleRescheduled> {
  constructor(
    @Inject(NotificationSends) private readonly sends: NotificationSends,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  protected async react({ payload: e }: TeleRescheduled): Promise<void> {
    const text = teleRescheduledText({ ...e, byPatient: e.byUserID === e.userID });
    const card = rescheduledCard(text, `${this.config.publicBaseUrl}/home`);
    await this.sends.pushOnce({ userID: e.userID, text, card, key: teleRescheduledPushKey(e.teleID, e.rescheduleID) });
  }
}
