import { Body, Controller, Inject, Param, Put } from '@nestjs/common';
import type { BookingStatusUpdateResponse } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, Refuses, type AuthUser } from '@hospital/core';
import { BOOKING_STAFF_ROLES } from '../board/booking-staff.js';
import { BookingIDParam, BookingMoveAnswer } from '../booking/booking.schemas.js';
import { BookingStatusBody, type BookingStatusInput } from './booking-status.schemas.js';
import { BookingStatusService } from './booking-status.service.js';

/** care-services §4 booking status, §7 PUT /api/v1/bookings/updatestatus/{bookingID}. */
@Controller('api/v1/bookings')
export class BookingStatusController {
  constructor(@Inject(BookingStatusService) private readonly status: BookingStatusService) {}

  /** Body {bookingStatus: 1 | -1}: the patient on their own booking, or booking staff on any. */
  @Put('updatestatus/:bookingID')
  @Allow('patient', ...BOOKING_STAFF_ROLES)
  @Answer(BookingMoveAnswer)
  @Refuses([409])
  update(
    @CurrentUser() user: AuthUser,
    @Param('bookingID', { schema: BookingIDParam }) bookingID: string,
    @Body({ schema: BookingStatusBody }) body: BookingStatusInput,
  ): Promise<BookingStatusUpdateResponse> {
    return this.status.update(user, bookingID, body);
  }
}
