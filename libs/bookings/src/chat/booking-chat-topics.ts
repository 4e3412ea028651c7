import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ChatActor, ChatItem } from '@hospital/core';
import { APP_CONFIG, ChatTopic, type AppConfig } from '@hospital/core';
import { BOOKING_ARRIVE_EARLY_TEXT, bangkokDateKey, etaMinutes, handlingMinutes, queueEtaText, queueWaitText } from '@hospital/rules';
import { BookingQueue } from '../queue/booking-queue.js';
import { BOOKING_CHAT_COLUMNS, COMING_BOOKING_STATUSES, bookingAt, bookingChatChoices, bookingStatusLine, bookingTitle, bookingWhen, type BookingChatRow } from './booking-chat-rows.js';

/** At most this many coming bookings in one answer (a patient has one a day and slot type at most). */
const COMING_MAX = 5;

/**
 * Issue 31 item 2, the patient asks the LINE chat: 'นัด' — their coming clinic bookings (today
 * and later, waiting or confirmed, not yet served), each with its date and time, queue number
 * and, while waiting, the confirm/cancel buttons; 'คิว' — today's place in the clinic's queue
 * (BookingQueue, the home page's own numbers).
 */
@Injectable()
export class BookingChatTopics {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(BookingQueue) private readonly queue: BookingQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ChatTopic('appointments')
  async appointments(actor: ChatActor, now: Date): Promise<ChatItem[]> {
    const rows: BookingChatRow[] = await this.dataSource.query(
      `SELECT ${BOOKING_CHAT_COLUMNS} FROM bookings b
        WHERE b.user_id = $1 AND b.appoint_date >= $2::date AND b.booking_status = ANY($3::smallint[]) AND b.served_at IS NULL
        ORDER BY b.appoint_date, b.appoint_time LIMIT $4`,
      [actor.userID, bangkokDateKey(now), COMING_BOOKING_STATUSES, COMING_MAX],
    );
    return rows.map((r) => ({
      at: bookingAt(r),
      title: bookingTitle(r),
      lines: [bookingWhen(r), bookingStatusLine(r), BOOKING_ARRIVE_EARLY_TEXT],
      choices: bookingChatChoices(r),
    }));
  }

  @ChatTopic('queue')
  async queuePlace(actor: ChatActor, now: Date): Promise<ChatItem[]> {
    const rows: BookingChatRow[] = await this.dataSource.query(
      `SELECT ${BOOKING_CHAT_COLUMNS} FROM bookings b
        WHERE b.user_id = $1 AND b.appoint_date = $2::date AND b.booking_status = ANY($3::smallint[]) AND b.served_at IS NULL
        ORDER BY b.appoint_time`,
      [actor.userID, bangkokDateKey(now), COMING_BOOKING_STATUSES],
    );
    if (rows.length === 0) return [];
    const m = this.dataSource.manager;
    const [places, history] = await Promise.all([this.queue.placesToday(m, now), this.queue.history(m, now)]);
    return rows.flatMap((r) => {
      const place = places.get(r.id);
      if (place === undefined) return [];
      const eta = etaMinutes(place, handlingMinutes(history.get(r.slot_type) ?? [], this.config.queueDefaultMinutes.booking));
      const wait = queueWaitText(place);
      return [{ at: bookingAt(r), title: bookingTitle(r), lines: [wait, ...(place > 1 ? [queueEtaText(eta)] : [])], choices: bookingChatChoices(r) }];
    });
  }
}
