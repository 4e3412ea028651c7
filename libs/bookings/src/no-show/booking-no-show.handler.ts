import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobPayload } from '@hospital/contracts';
import { Clock, JobHandler } from '@hospital/core';
import { NO_SHOW_LOOKBACK_DAYS, noShowLastDay } from '@hospital/rules';
import { BookingEvents } from '../booking/booking-events.js';

/**
 * Issue 32 item 5, 'noShows.mark' (see BookingNoShowScheduler): ONE UPDATE marks no_show_at on
 * each booking of the finished days (noShowLastDay − NO_SHOW_LOOKBACK_DAYS, noShowLastDay]
 * neither cancelled, served nor arrived, and not yet marked (a second run changes nothing);
 * each marked booking raises 'booking.changed' (reason 'noShow') in the same transaction.
 * The §4 bookingStatus keeps its value. `now` comes from the payload (a test) or core's Clock.
 */
@Injectable()
export class BookingNoShowHandler {
  private readonly logger = new Logger('NoShows');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(BookingEvents) private readonly events: BookingEvents,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /** The number of bookings this run marked. */
  @JobHandler('noShows.mark')
  async mark(payload: JobPayload<'noShows.mark'>): Promise<number> {
    const now = payload?.now ? new Date(payload.now) : this.clock.now();
    if (Number.isNaN(now.getTime())) return 0;
    const last = noShowLastDay(now);
    return this.dataSource.transaction(async (m) => {
      const marked: Array<{ id: string; user_id: string; appoint_date: string; booking_status: number }> = await m.query(
        `WITH marked AS (
           UPDATE bookings SET no_show_at = $3, updated_at = now()
            WHERE appoint_date <= $1::date AND appoint_date > $1::date - $2::int
              AND booking_status <> -1 AND served_at IS NULL AND arrived_at IS NULL AND no_show_at IS NULL
          RETURNING id, user_id, to_char(appoint_date, 'YYYY-MM-DD') AS appoint_date, booking_status
         )
         SELECT * FROM marked`,
        [last, NO_SHOW_LOOKBACK_DAYS, now.toISOString()],
      );
      for (const b of marked) {
        await this.events.changed(m, { bookingID: b.id, userID: b.user_id, appointDate: b.appoint_date, bookingStatus: b.booking_status }, 'noShow', b.booking_status);
      }
      if (marked.length > 0) this.logger.log(`Marked ${marked.length} booking(s) ไม่มาตามนัด up to ${last}`);
      return marked.length;
    });
  }
}
