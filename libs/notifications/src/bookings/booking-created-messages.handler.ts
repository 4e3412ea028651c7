import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { BookingChanged, type JobPayload } from '@hospital/contracts';
import { APP_CONFIG, DomainEventHandler, type AppConfig } from '@hospital/core';
import { BOOKING_ARRIVE_EARLY_TEXT, bookingChoices, bookingSlotTypeName, formatThaiAppointment } from '@hospital/rules';
import { NotificationSends } from '../sends/notification-sends.js';

/** The message key of a booking's confirmation: one per booking (LINE's retry key is made from it). */
export function bookingCreatedPushKey(bookingID: string): string {
  return `booking:${bookingID}:created`;
}

/** 'จองคิวสำเร็จ' with the day, time and queue number; a waiting booking asks to confirm or cancel, in the chat. */
export function bookingCreatedMessage(
  e: { bookingID: string; slotType: number; appointDate: string; appointTime: string; bookingNumber: number; to: number },
  homeUrl: string,
): Pick<JobPayload<'line.push'>, 'text' | 'card'> {
  const title = 'จองคิวสำเร็จ';
  const waiting = e.to === 0;
  const lines = [
    `${bookingSlotTypeName(e.slotType)} วันที่ ${formatThaiAppointment(e.appointDate, e.appointTime)}`,
    `คิวที่ ${e.bookingNumber}`,
    ...(waiting ? ['กรุณายืนยันหรือยกเลิกการเข้ารับบริการ'] : []),
    BOOKING_ARRIVE_EARLY_TEXT,
  ];
  const action = /^https?:\/\//.test(homeUrl) ? { label: 'ดูรายละเอียด', uri: homeUrl } : undefined;
  return { text: [title, ...lines].join('\n'), card: { title, lines, ...(action ? { action } : {}), ...(waiting ? { choices: bookingChoices(e.bookingID) } : {}) } };
}

/**
 * Issue 31 item 4: a patient who booked a clinic visit themselves ('booking.changed', reason
 * 'created', made by the patient) gets a confirmation card on LINE, with the confirm/cancel
 * buttons answered in the chat while it waits. ONE 'line.push' per booking
 * (NotificationSends.pushOnce: a second delivery of the event queues nothing).
 */
@EventsHandler(BookingChanged)
export class BookingCreatedMessages extends DomainEventHandler<BookingChanged> {
  constructor(
    @Inject(NotificationSends) private readonly sends: NotificationSends,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  protected async react({ payload: e }: BookingChanged): Promise<void> {
    if (e.reason !== 'created' || e.byUserID !== e.userID) return;
    const message = bookingCreatedMessage(e, `${this.config.publicBaseUrl}/home`);
    await this.sends.pushOnce({ userID: e.userID, key: bookingCreatedPushKey(e.bookingID), ...message });
  }
}
