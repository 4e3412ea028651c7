import { Body, Controller, Inject, Param, Put } from '@nestjs/common';
import type { BookingStatusUpdateResponse } from '@hospital/contracts';
import { Allow, CurrentUser, type AuthUser } from '@hospital/core';
import { BOOKING_STAFF_ROLES } from '../board/booking-staff.js';
import { BookingStatusService } from './booking-status.service.js';

/** care-services §4 booking status, §7 PUT /api/v1/bookings/updatestatus/{bookingID}. */
@Controller('api/v1/bookings')
export class BookingStatusController {
  constructor(@Inject(BookingStatusService) private readonly status: BookingStatusService) {}

  /** Body {bookingStatus: 1 | -1}: the patient on their own booking, or booking staff on any. */
  @Put('updatestatus/:bookingID')
  @Allow('patient', ...BOOKING_STAFF_ROLES)
  update(@CurrentUser() user: AuthUser, @Param('bookingID') bookingID: string, @Body() body: unknown): Promise<BookingStatusUpdateResponse> {
    return this.status.update(user, bookingID, body);
  }
}
