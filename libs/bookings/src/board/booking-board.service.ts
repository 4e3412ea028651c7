import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BookingListResponse } from '@hospital/contracts';
import { ReadDatabase } from '@hospital/core';
import { BOOKING_STATUS_VALUES, bangkokDateKey } from '@hospital/rules';
import { BOOKING_SELECT, BookingRecords, toBooking, type BookingCaseRow } from '../booking/booking-records.js';
import { BookingQueue } from '../queue/booking-queue.js';
import type { BookingListInput } from './booking-board.schemas.js';

/**
 * GET /api/v1/bookings?AppointDatetime&BookingStatus (care-services §2 staff booking
 * management): the day's bookings (today in Bangkok when no date is given), optionally of one
 * status, in queue order, with the count per status over the whole day. Board reads are not
 * audited per row (docs/decisions.md); status changes are.
 */
@Injectable()
export class BookingBoardService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(BookingQueue) private readonly queue: BookingQueue,
    @Inject(ReadDatabase) private readonly reads: ReadDatabase,
    @Inject(BookingRecords) private readonly records: BookingRecords,
  ) {}

  async list(query: BookingListInput, now: Date = new Date()): Promise<BookingListResponse> {
    const date = query.AppointDatetime ?? bangkokDateKey(now);
    const status = query.BookingStatus ?? null;

    // Issue 29 item 6: on the read replica when there is one, fresh (the board refetches after each event).
    const [caseRows, counted, attendance] = await Promise.all([
      this.reads.rows<BookingCaseRow>(
        `${BOOKING_SELECT} WHERE b.appoint_date = $1 AND ($2::smallint IS NULL OR b.booking_status = $2)
         ORDER BY b.appoint_time, b.booking_number`,
        [date, status],
        { fresh: true },
      ),
      this.reads.rows<{ booking_status: number; n: number }>(
        `SELECT booking_status, count(*)::int AS n FROM bookings WHERE appoint_date = $1 GROUP BY booking_status`,
        [date],
        { fresh: true },
      ),
      // Issue 32 item 5: the day's check-ins and 'ไม่มาตามนัด' (the report's counts 'arrived' and 'noShow').
      this.reads.rows<{ arrived: number; no_show: number }>(
        `SELECT count(*) FILTER (WHERE arrived_at IS NOT NULL)::int AS arrived, count(*) FILTER (WHERE no_show_at IS NOT NULL)::int AS no_show
           FROM bookings WHERE appoint_date = $1`,
        [date],
        { fresh: true },
      ),
    ]);
    const rows = await this.records.named(caseRows);
    const counts: Record<string, number> = Object.fromEntries(BOOKING_STATUS_VALUES.map((s) => [String(s), 0]));
    for (const c of counted) counts[String(c.booking_status)] = c.n;
    counts.arrived = attendance[0]?.arrived ?? 0;
    counts.noShow = attendance[0]?.no_show ?? 0;
    // Today's waiting bookings carry their place, as the patient sees it (issue 13 item 6).
    return { data: await this.queue.fill(this.dataSource.manager, rows.map((row) => toBooking(row, null)), now), counts };
  }
}
