import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { TeleCreated } from '@hospital/contracts';
import { DomainEventHandler } from '@hospital/core';
import { CONSULT_SERVICE_TYPE, formatThaiAppointment, teleBookedText } from '@hospital/rules';
import { NotificationSends } from '../sends/notification-sends.js';

/** The message key of a new case: one LINE message per case (LINE's retry key is made from it). */
export function teleCreatedPushKey(teleID: string): string {
  return `tele:${teleID}:created`;
}

/** The text of a consultation a network hospital asked for (care-services §2 Staff-requested consultation). */
export function consultBookedText(appointDate: string, appointTime: string): string {
  return `โรงพยาบาลได้นัดปรึกษาแพทย์ให้ท่าน วันที่ ${formatThaiAppointment(appointDate, appointTime)} เจ้าหน้าที่จะติดต่อท่านก่อนเวลานัด`;
}

/**
 * care-services §4 Telemedicine booking submit and §2 Staff-requested consultation: the patient
 * is told on LINE that the case was received (the service, the appointment, what comes next),
 * or that the hospital arranged a consultation. Reacts to 'tele.created' with ONE 'line.push'
 * keyed on the case (NotificationSends.pushOnce: a second delivery of the event queues nothing).
 */
@EventsHandler(TeleCreated)
export class TeleCreatedMessages extends DomainEventHandler<TeleCreated> {
  constructor(@Inject(NotificationSends) private readonly sends: NotificationSends) {
    super();
  }

  protected async react({ payload: e }: TeleCreated): Promise<void> {
    const text = e.serviceType === CONSULT_SERVICE_TYPE ? consultBookedText(e.appointDate, e.appointTime) : teleBookedText(e.serviceType, e.appointDate, e.appointTime);
    await this.sends.pushOnce({ userID: e.userID, text, key: teleCreatedPushKey(e.teleID) });
  }
}
