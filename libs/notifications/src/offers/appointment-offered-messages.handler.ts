import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { AppointmentOffered, postbackDataOf, type JobPayload } from '@hospital/contracts';
import { DomainEventHandler } from '@hospital/core';
import { bookingSlotTypeName, formatThaiAppointment, inBangkok, teleServiceName } from '@hospital/rules';
import { NotificationSends } from '../sends/notification-sends.js';

/** The message key of an offer: one LINE card per offer. */
export function appointmentOfferedPushKey(offerID: string): string {
  return `offer:${offerID}:sent`;
}

/** Whole days from one day to another ('YYYY-MM-DD'). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** 'มีคิวว่างเร็วขึ้น': the service, the new Buddhist-era day and time, how much earlier, until when; 'รับคิวนี้' and 'ไม่สนใจ'. */
export function appointmentOfferedMessage(e: AppointmentOffered['payload']): Pick<JobPayload<'line.push'>, 'text' | 'card'> {
  const title = 'มีคิวว่างเร็วขึ้น';
  const service = e.kind === 'clinic' ? bookingSlotTypeName(e.serviceType) : teleServiceName(e.serviceType);
  const days = daysBetween(e.toDate, e.fromDate);
  const lines = [
    `${service} วันที่ ${formatThaiAppointment(e.toDate, e.toTime)}`,
    days > 0 ? `เร็วขึ้น ${days} วัน (นัดเดิม ${formatThaiAppointment(e.fromDate, e.fromTime)})` : `เร็วขึ้นจากนัดเดิม ${formatThaiAppointment(e.fromDate, e.fromTime)}`,
    `กดรับภายในเวลา ${inBangkok(new Date(e.expiresAt)).format('HH:mm')} น.`,
  ];
  const choices = [
    { label: 'รับคิวนี้', data: postbackDataOf('offer.accept', { offerID: e.offerID }), displayText: 'รับคิวนี้' },
    { label: 'ไม่สนใจ', data: postbackDataOf('offer.decline', { offerID: e.offerID }), displayText: 'ไม่สนใจ' },
  ];
  return { text: [title, ...lines].join('\n'), card: { title, lines, choices } };
}

/**
 * Issue 32 item 3: an earlier slot offered ('appointment.offered') reaches the patient as a LINE
 * card with 'รับคิวนี้' (answered in the chat by the calendar's @ChatAction('offer.accept')).
 * ONE 'line.push' per offer (NotificationSends.pushOnce).
 */
@EventsHandler(AppointmentOffered)
export class AppointmentOfferedMessages extends DomainEventHandler<AppointmentOffered> {
  constructor(@Inject(NotificationSends) private readonly sends: NotificationSends) {
    super();
  }

  protected async react({ payload: e }: AppointmentOffered): Promise<void> {
    await this.sends.pushOnce({ userID: e.userID, key: appointmentOfferedPushKey(e.offerID), ...appointmentOfferedMessage(e) });
  }
}
