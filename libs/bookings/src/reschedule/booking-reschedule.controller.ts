import { Body, Controller, Inject, Param, Put } from '@nestjs/common';
import type { BookingStatusUpdateResponse } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, Refuses, type AuthUser } from '@hospital/core';
import { BOOKING_STAFF_ROLES } from '../board/booking-staff.js';
import { BookingIDParam, BookingMoveAnswer } from '../booking/booking.schemas.js';
import { BookingRescheduleBody, type BookingRescheduleInput } from './booking-reschedule.schemas.js';
import { BookingRescheduleService } from './booking-reschedule.service.js';

/** Issue 32 item 2: reschedule instead of cancel, from the patient's home card and the staff board /admin/booking. */
@Controller('api/v1/bookings')
export class BookingRescheduleController {
  constructor(@Inject(BookingRescheduleService) private readonly reschedule: BookingRescheduleService) {}

  /**
   * Body {appointDate, appointTime, slotType}: the patient on their own booking, booking staff on
   * any. 200 {message, data: the booking with its new day, time and queue number}; 400 the day or
   * time refused by the booking rules or the horizon; 409 a full slot, a second booking that day,
   * a booking cancelled, served or past; 404 a booking the caller may not see.
   */
  @Put(':bookingID')
  @Allow('patient', ...BOOKING_STAFF_ROLES)
  @Answer(BookingMoveAnswer)
  @Refuses([409])
  move(
    @CurrentUser() user: AuthUser,
    @Param('bookingID', { schema: BookingIDParam }) bookingID: string,
    @Body({ schema: BookingRescheduleBody }) body: BookingRescheduleInput,
  ): Promise<BookingStatusUpdateResponse> {
    return this.reschedule.move(user, bookingID, body);
  }
}
