import { BadRequestException, Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import type { TeleCreateResponse } from '@hospital/contracts';
import { slotTypeOf, type SlotRow } from '@hospital/calendar';
import { Allow, CurrentUser, Public, type AuthUser } from '@hospital/core';
import { MESSAGES, TELE_SLOT_TYPE, calendarDateOf } from '@hospital/rules';
import { TeleBookingService } from './tele-booking.service.js';

const TELE_SLOT_TYPES = Object.values(TELE_SLOT_TYPE);

/** care-services §2 /tele and /tele2, §4 'Telemedicine booking submit', §7. */
@Controller('api/v1/tele')
export class TeleBookingController {
  constructor(@Inject(TeleBookingService) private readonly booking: TeleBookingService) {}

  /** A patient books a telemedicine slot: 200 {data:{teleID}}, 400 with the §5 message, 409 slot taken. */
  @Post()
  @HttpCode(200)
  @Allow('patient')
  async create(@CurrentUser() user: AuthUser, @Body() body: unknown): Promise<TeleCreateResponse> {
    return { data: await this.booking.create(user, body) };
  }

  /** The free slot times of a day (slot types 4, 5, 6), open to anyone as the calendar reads are. */
  @Get('timeslot')
  @Public()
  async slots(@Query('AppointDatetime') dateParam: unknown, @Query('SlotType') slotTypeParam: unknown): Promise<{ data: SlotRow[] }> {
    const date = calendarDateOf(dateParam);
    if (!date) throw new BadRequestException(MESSAGES.calendarDateRequired);
    return { data: await this.booking.freeSlots(date, slotTypeOf(slotTypeParam, TELE_SLOT_TYPES)) };
  }
}
