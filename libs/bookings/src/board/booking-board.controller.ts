import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { BookingListResponse } from '@hospital/contracts';
import { Allow, Answer } from '@hospital/core';
import { BookingListAnswer, BookingListQuery, type BookingListInput } from './booking-board.schemas.js';
import { BookingBoardService } from './booking-board.service.js';
import { BOOKING_STAFF_ROLES } from './booking-staff.js';

/** care-services §7 GET /api/v1/bookings?AppointDatetime&BookingStatus (staff list, /admin/booking). */
@Controller('api/v1/bookings')
export class BookingBoardController {
  constructor(@Inject(BookingBoardService) private readonly board: BookingBoardService) {}

  @Get()
  @Allow(...BOOKING_STAFF_ROLES)
  @Answer(BookingListAnswer)
  list(@Query({ schema: BookingListQuery }) query: BookingListInput): Promise<BookingListResponse> {
    return this.board.list(query);
  }
}
