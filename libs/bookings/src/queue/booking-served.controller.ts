import { Controller, Delete, Inject, Param, Put } from '@nestjs/common';
import type { BookingStatusUpdateResponse } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, NoBody, Refuses, type AuthUser } from '@hospital/core';
import { BOOKING_STAFF_ROLES } from '../board/booking-staff.js';
import { BookingIDParam, BookingMoveAnswer } from '../booking/booking.schemas.js';
import { BookingServedService } from './booking-served.service.js';

/** Issue 13 item 6: PUT /api/v1/bookings/{bookingID}/served — the booking board's 'served' (Admin, Nurse, Medrec). */
@Controller('api/v1/bookings')
export class BookingServedController {
  constructor(@Inject(BookingServedService) private readonly served: BookingServedService) {}

  /** 200 {message, data: Booking}; 404 unknown; 409 already served, cancelled or of a later day. */
  @Put(':bookingID/served')
  @Allow(...BOOKING_STAFF_ROLES)
  @NoBody()
  @Answer(BookingMoveAnswer)
  @Refuses([409])
  serve(@CurrentUser() user: AuthUser, @Param('bookingID', { schema: BookingIDParam }) bookingID: string): Promise<BookingStatusUpdateResponse> {
    return this.served.serve(user, bookingID);
  }

  /** Issue 35 item 2: the board's 'ยกเลิก' within a minute of 'served'. 200 {message, data: Booking}; 404 unknown; 409 not served or past the minute. */
  @Delete(':bookingID/served')
  @Allow(...BOOKING_STAFF_ROLES)
  @Answer(BookingMoveAnswer)
  @Refuses([409])
  unserve(@CurrentUser() user: AuthUser, @Param('bookingID', { schema: BookingIDParam }) bookingID: string): Promise<BookingStatusUpdateResponse> {
    return this.served.unserve(user, bookingID);
  }
}
