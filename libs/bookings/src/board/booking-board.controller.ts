import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { BookingListResponse } from '@hospital/contracts';
import { Allow } from '@hospital/core';
import { BookingBoardService } from './booking-board.service.js';
import { BOOKING_STAFF_ROLES } from './booking-staff.js';

/** care-services §7 GET /api/v1/bookings?AppointDatetime&BookingStatus (staff list, /admin/booking). */
@Controller('api/v1/bookings')
export class BookingBoardController {
  constructor(@Inject(BookingBoardService) private readonly board: BookingBoardService) {}

  @Get()
  @Allow(...BOOKING_STAFF_ROLES)
  list(@Query('AppointDatetime') date: unknown, @Query('BookingStatus') status: unknown): Promise<BookingListResponse> {
    return this.board.list(date, status);
  }
}
