import { Body, Controller, Get, HttpCode, Inject, Post, Put } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Role, type BookingQueueSettingsResponse, type BookingStatusUpdateResponse } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, Refuses, type AuthUser } from '@hospital/core';
import { CHECK_IN_MESSAGES } from '@hospital/rules';
import { BOOKING_STAFF_ROLES } from '../board/booking-staff.js';
import { BookingMoveAnswer } from '../booking/booking.schemas.js';
import { BookingCheckInBody, BookingQueueSettingsAnswer, BookingQueueSettingsBody, type BookingCheckInInput, type BookingQueueSettingsInput } from './booking-check-in.schemas.js';
import { BookingCheckInService } from './booking-check-in.service.js';
import { BookingQueueSettings } from './booking-queue-settings.js';

/** Issue 32 item 5: POST /api/v1/bookings/check-in (booking staff at the counter). */
@Controller('api/v1/bookings')
export class BookingCheckInController {
  constructor(@Inject(BookingCheckInService) private readonly service: BookingCheckInService) {}

  /** 200 {message, data: Booking} (a second scan: 'เช็คอินแล้วเมื่อ HH:mm'); 404 unknown or altered code; 409 cancelled or another day's. */
  @Post('check-in')
  @HttpCode(200)
  @Allow(...BOOKING_STAFF_ROLES)
  @Answer(BookingMoveAnswer)
  @Refuses([404, 409])
  checkIn(@CurrentUser() user: AuthUser, @Body({ schema: BookingCheckInBody }) body: BookingCheckInInput): Promise<BookingStatusUpdateResponse> {
    return this.service.checkIn(user, body);
  }
}

/** Issue 32 item 5: the clinic queue's order, read by booking staff (the board says it), set by Admin. */
@Controller('api/v1/booking-queue-settings')
export class BookingQueueSettingsController {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(BookingQueueSettings) private readonly settings: BookingQueueSettings,
  ) {}

  @Get()
  @Allow(...BOOKING_STAFF_ROLES)
  @Answer(BookingQueueSettingsAnswer)
  async read(): Promise<BookingQueueSettingsResponse> {
    return { data: { order: await this.settings.order(this.dataSource.manager) } };
  }

  @Put()
  @Allow(Role.Admin)
  @Answer(BookingQueueSettingsAnswer)
  async save(@CurrentUser() user: AuthUser, @Body({ schema: BookingQueueSettingsBody }) body: BookingQueueSettingsInput): Promise<BookingQueueSettingsResponse> {
    await this.settings.save(this.dataSource.manager, body.order, user.userID);
    return { data: { order: body.order }, msg: CHECK_IN_MESSAGES.settingsSaved };
  }
}
