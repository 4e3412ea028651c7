import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Booking, QueuePlace } from '@hospital/contracts';
import { APP_CONFIG, Outbox, type AppConfig } from '@hospital/core';
import { BookingQueueSettings } from '../check-in/booking-queue-settings.js';
import { queueOrderSql } from './booking-queue-order.js';
import { QUEUE_HISTORY_DAYS, QUEUE_WAITING_BOOKING_STATUSES, bangkokDateKey, etaMinutes, handlingMinutes, isWaitingBooking } from '@hospital/rules';

/**
 * The queue a booking stands in (issue 13 item 6): regular hours (slot type 1) book the day, so
 * the day is one queue; the special clinic (slot type 2) books a time, so each time is a queue.
 * As SQL over `bookings` aliased `b`, for PARTITION BY and for matching one queue.
 */
const QUEUE_OF = (b: string) => `${b}.slot_type, CASE WHEN ${b}.slot_type = 2 THEN ${b}.appoint_time ELSE '' END`;

/**
 * Issue 13 item 6, the clinic's queue of a day: today's (Bangkok) bookings pending or
 * confirmed and not yet served, in bookingNumber order within their queue (see QUEUE_OF).
 * The estimate is (place − 1) × the median time between consecutive 'served' marks of one queue
 * over the last 14 days, per slot type (the first served of a queue has no 'before': skipped);
 * QUEUE_DEFAULT_MINUTES_BOOKING below 5 samples.
 */
@Injectable()
export class BookingQueue {
  constructor(
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(BookingQueueSettings) private readonly settings: BookingQueueSettings,
  ) {}

  /** Minutes between consecutive serves of one queue, per slot type, over the last 14 days. */
  async history(m: EntityManager, now: Date = new Date()): Promise<Map<number, number[]>> {
    const rows: Array<{ slot_type: number; minutes: number }> = await m.query(
      `SELECT slot_type, minutes FROM (
         SELECT b.slot_type,
                (extract(epoch FROM b.served_at - lag(b.served_at) OVER (PARTITION BY b.appoint_date, ${QUEUE_OF('b')} ORDER BY b.served_at)) / 60)::float8 AS minutes
           FROM bookings b
          WHERE b.served_at IS NOT NULL AND b.served_at > $1::timestamptz - make_interval(days => $2) AND b.served_at <= $1::timestamptz
       ) gaps
       WHERE minutes IS NOT NULL`,
      [now.toISOString(), QUEUE_HISTORY_DAYS],
    );
    const bySlot = new Map<number, number[]>();
    for (const r of rows) bySlot.set(r.slot_type, [...(bySlot.get(r.slot_type) ?? []), Number(r.minutes)]);
    return bySlot;
  }

  /** Today's waiting bookings with their place in their queue (one query, today's rows only). */
  async placesToday(m: EntityManager, now: Date = new Date()): Promise<Map<string, number>> {
    // Issue 32 item 5: in Admin's order (appointment, or arrived patients first in arrival order: libs/rules compareQueue).
    const order = await this.settings.order(m);
    const rows: Array<{ id: string; place: number }> = await m.query(
      `SELECT b.id, row_number() OVER (PARTITION BY ${QUEUE_OF('b')} ORDER BY ${queueOrderSql(order)})::int AS place
         FROM bookings b
        WHERE b.appoint_date = $1::date AND b.booking_status = ANY($2::smallint[]) AND b.served_at IS NULL`,
      [bangkokDateKey(now), QUEUE_WAITING_BOOKING_STATUSES],
    );
    return new Map(rows.map((r) => [r.id, r.place]));
  }

  /** The bookings with `queue` filled for today's waiting ones (null for the others); no query when none is. */
  async fill(m: EntityManager, bookings: Booking[], now: Date = new Date()): Promise<Booking[]> {
    const today = bangkokDateKey(now);
    if (!bookings.some((b) => b.appointDate === today && isWaitingBooking(b.bookingStatus, b.servedAt))) return bookings;
    const [places, history] = await Promise.all([this.placesToday(m, now), this.history(m, now)]);
    return bookings.map((b) => {
      const place = places.get(b.bookingID);
      if (place === undefined) return { ...b, queue: null };
      const minutes = handlingMinutes(history.get(b.slotType) ?? [], this.config.queueDefaultMinutes.booking);
      const queue: QueuePlace = { place, etaMinutes: etaMinutes(place, minutes) };
      return { ...b, queue };
    });
  }

  /**
   * In the transaction of a serve or a status move: when the booking left (or came back into)
   * today's waiting set, ONE 'queue.moved' to the rooms of the other patients waiting behind
   * it in its queue. The event names no one.
   */
  async moved(
    m: EntityManager,
    b: { bookingID: string; userID: string; appointDate: string; wasWaiting: boolean; isWaiting: boolean },
    now: Date = new Date(),
  ): Promise<void> {
    const today = bangkokDateKey(now);
    if (b.appointDate !== today || b.wasWaiting === b.isWaiting) return;
    const behind: Array<{ user_id: string }> = await m.query(
      `SELECT DISTINCT o.user_id
         FROM bookings o, bookings me
        WHERE me.id = $1 AND o.id <> me.id AND o.user_id <> $2
          AND o.appoint_date = me.appoint_date AND (${QUEUE_OF('o')}) = (${QUEUE_OF('me')})
          AND o.booking_status = ANY($3::smallint[]) AND o.served_at IS NULL
          AND (o.booking_number > me.booking_number OR $4::boolean)`,
      // Issue 32 item 5: in arrival order who stands behind is not the number's: all the others hear it.
      [b.bookingID, b.userID, QUEUE_WAITING_BOOKING_STATUSES, (await this.settings.order(m)) === 'arrival'],
    );
    if (behind.length === 0) return;
    await this.outbox.realtime(m, behind.map((r) => `patient:${r.user_id}` as const), 'queue.moved', { kind: 'booking', date: today });
  }

  /**
   * Issue 32 item 5: a waiting patient checked in. In arrival order the places of the others
   * waiting in that queue change: ONE 'queue.moved' to their rooms; in appointment order none do.
   */
  async arrived(m: EntityManager, b: { bookingID: string; userID: string; appointDate: string }, now: Date = new Date()): Promise<void> {
    if (b.appointDate !== bangkokDateKey(now) || (await this.settings.order(m)) !== 'arrival') return;
    const others: Array<{ user_id: string }> = await m.query(
      `SELECT DISTINCT o.user_id
         FROM bookings o, bookings me
        WHERE me.id = $1 AND o.id <> me.id AND o.user_id <> $2
          AND o.appoint_date = me.appoint_date AND (${QUEUE_OF('o')}) = (${QUEUE_OF('me')})
          AND o.booking_status = ANY($3::smallint[]) AND o.served_at IS NULL`,
      [b.bookingID, b.userID, QUEUE_WAITING_BOOKING_STATUSES],
    );
    if (others.length === 0) return;
    await this.outbox.realtime(m, others.map((r) => `patient:${r.user_id}` as const), 'queue.moved', { kind: 'booking', date: b.appointDate });
  }
}
