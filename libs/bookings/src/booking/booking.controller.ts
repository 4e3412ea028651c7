import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Booking, BookingCreateResponse, BookingStatusRow } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, Public, Refuses, type AuthUser } from '@hospital/core';
import { BOOKING_STATUS_VALUES, bookingStatusName } from '@hospital/rules';
import { BookingCreateService } from './booking-create.service.js';
import { BookingRecords, toBooking } from './booking-records.js';
import { BookingCreateAnswer, BookingCreateBody, BookingStatusesAnswer, MyBookingsAnswer, type BookingCreateInput } from './booking.schemas.js';
import { BookingQueue } from '../queue/booking-queue.js';

/** care-services §2 /booking wizard and the patient's bookings tab, §7 bookings calls. */
@Controller()
export class BookingController {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(BookingCreateService) private readonly bookings: BookingCreateService,
    @Inject(BookingRecords) private readonly records: BookingRecords,
    @Inject(BookingQueue) private readonly queue: BookingQueue,
  ) {}

  /** A patient books: 200 {data:{bookingID, bookingNumber, appointDatetime, appointTime}}, 400 with the §5 message, 409 full or duplicate. */
  @Post('api/v1/bookings')
  @HttpCode(200)
  @Allow('patient')
  @Answer(BookingCreateAnswer)
  @Refuses([409])
  async create(@CurrentUser() user: AuthUser, @Body({ schema: BookingCreateBody }) body: BookingCreateInput): Promise<BookingCreateResponse> {
    return { data: await this.bookings.create(user, body) };
  }

  /** The caller's own bookings, newest appointment first; today's waiting ones with their place in the queue (issue 13 item 6). */
  @Get('api/v1/mybookings')
  @Allow('patient')
  @Answer(MyBookingsAnswer)
  async mine(@CurrentUser() user: AuthUser): Promise<{ data: Booking[] }> {
    const rows = await this.records.ofPatient(this.dataSource.manager, user.userID);
    return { data: await this.queue.fill(this.dataSource.manager, rows.map((row) => toBooking(row, user.userID))) };
  }

  /** §4 booking statuses with their names (no auth). */
  @Get('api/bookingstatus')
  @Public()
  @Answer(BookingStatusesAnswer)
  statuses(): { data: BookingStatusRow[] } {
    return { data: BOOKING_STATUS_VALUES.map((s) => ({ bookingStatus: s, bookingStatusName: bookingStatusName(s) })) };
  }
}
