import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobPayload } from '@hospital/contracts';
import { JobHandler, Outbox } from '@hospital/core';
import { inBangkok } from '@hospital/rules';
import { BOOKING_CLOCK, type BookingClock } from './booking-clock.js';

/** The reminder runs from this Bangkok hour on the evening before the appointment. */
export const REMINDER_FROM_HOUR = 18;

/**
 * 'bookings.remind' (a repeatable job, every 15 minutes, see ReminderScheduler): from 18:00
 * Bangkok, every booking of tomorrow still pending or confirmed and not yet reminded gets ONE
 * 'booking.reminderDue' event, to which the notifications module reacts with the patient's LINE
 * reminder. The claim is one `UPDATE … SET reminded_at = now() WHERE reminded_at IS NULL
 * … RETURNING` in the same transaction as the outbox events: two workers running it
 * at once each claim different rows (the second waits on the row locks, then finds them
 * claimed), and a crash before commit leaves nothing claimed and nothing queued.
 * 'now' comes from the payload (a test, an operator) or the injected clock.
 */
@Injectable()
export class BookingReminderHandler {
  private readonly logger = new Logger('BookingReminders');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(BOOKING_CLOCK) private readonly clock: BookingClock,
  ) {}

  @JobHandler('bookings.remind')
  async remind(payload: JobPayload<'bookings.remind'>): Promise<number> {
    const now = payload?.now ? new Date(payload.now) : this.clock.now();
    if (Number.isNaN(now.getTime())) return 0;
    const local = inBangkok(now);
    if (local.hour() < REMINDER_FROM_HOUR) return 0;
    const tomorrow = local.add(1, 'day').format('YYYY-MM-DD');
    const sent = await this.dataSource.transaction(async (m) => {
      // An UPDATE … RETURNING answers [rows, affected count] through TypeORM's postgres driver.
      const [claimed]: [Array<{ id: string; user_id: string; slot_type: number; appoint_time: string; booking_number: number; booking_status: number }>, number] = await m.query(
        `UPDATE bookings SET reminded_at = now()
          WHERE appoint_date = $1 AND booking_status IN (0, 1) AND reminded_at IS NULL
          RETURNING id, user_id, slot_type, appoint_time, booking_number, booking_status`,
        [tomorrow],
      );
      // One event per claimed booking; the patient's LINE reminder is the notifications module's reaction.
      for (const b of claimed) {
        await this.outbox.event(m, 'booking.reminderDue', {
          bookingID: b.id,
          userID: b.user_id,
          bookingNumber: b.booking_number,
          slotType: b.slot_type,
          appointDate: tomorrow,
          appointTime: b.appoint_time,
          bookingStatus: b.booking_status,
        });
      }
      return claimed.length;
    });
    if (sent > 0) this.logger.log(`Reminded ${sent} booking(s) of ${tomorrow}`);
    return sent;
  }
}
