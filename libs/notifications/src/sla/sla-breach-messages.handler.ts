import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { TeleSlaBreached } from '@hospital/contracts';
import { APP_CONFIG, DomainEventHandler, type AppConfig } from '@hospital/core';
import { CONSULT_SERVICE_TYPE, slaBreachText } from '@hospital/rules';
import { NotificationSends } from '../sends/notification-sends.js';

/** The message key of a breach: one LINE message per case, status and stay there (LINE's retry key is made from it). */
export function breachKey(b: { teleID: string; flowStatus: number; statusSince: Date }): string {
  return `sla-breach:${b.teleID}:${b.flowStatus}:${b.statusSince.toISOString()}`;
}

/**
 * The SLA timers' alert to the staff LINE group (STAFF_LINE_GROUP_ID): a case went past its
 * limit at a status; the text names the status, the HN, the limit and the staff page of the
 * case. Reacts to 'tele.slaBreached' when `alertStaff` (the patient is not told of staff
 * timers) with ONE 'line.push' to the group keyed on the breach (NotificationSends.pushOnce: a
 * second delivery of the event queues nothing).
 */
@EventsHandler(TeleSlaBreached)
export class SlaBreachMessages extends DomainEventHandler<TeleSlaBreached> {
  constructor(
    @Inject(NotificationSends) private readonly sends: NotificationSends,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  protected async react({ payload: e }: TeleSlaBreached): Promise<void> {
    const groupID = this.config.sla.staffLineGroupId;
    if (!e.alertStaff || groupID === '') return;
    const page = e.serviceType === CONSULT_SERVICE_TYPE ? 'consultInfo' : 'teleInfo';
    const text = slaBreachText({ flowStatus: e.flowStatus, hn: e.hn, limit: e.limit, link: `${this.config.publicBaseUrl}/${page}/${e.teleID}` });
    const key = breachKey({ teleID: e.teleID, flowStatus: e.flowStatus, statusSince: new Date(e.statusSince) });
    await this.sends.pushOnce({ userID: e.userID, to: groupID, text, key });
  }
}
