import { Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import type { TeleCreateResponse } from '@hospital/contracts';
import type { SlotRow } from '@hospital/calendar';
import { Allow, Answer, CurrentUser, Public, Refuses, type AuthUser, type z } from '@hospital/core';
import { TeleCreateAnswer, TeleCreateBody, TeleSlotsAnswer, TeleSlotsQuery, type TeleCreateInput } from './tele-booking.schemas.js';
import { TeleBookingService } from './tele-booking.service.js';

/** care-services §2 /tele and /tele2, §4 'Telemedicine booking submit', §7. */
@Controller('api/v1/tele')
export class TeleBookingController {
  constructor(@Inject(TeleBookingService) private readonly booking: TeleBookingService) {}

  /** A patient books a telemedicine slot: 200 {data:{teleID}}, 400 with the §5 message, 409 slot taken. */
  @Post()
  @HttpCode(200)
  @Allow('patient')
  @Answer(TeleCreateAnswer)
  @Refuses([409])
  async create(@CurrentUser() user: AuthUser, @Body({ schema: TeleCreateBody }) body: TeleCreateInput): Promise<TeleCreateResponse> {
    return { data: await this.booking.create(user, body) };
  }

  /** The free slot times of a day (slot types 4, 5, 6), open to anyone as the calendar reads are. */
  @Get('timeslot')
  @Public()
  @Answer(TeleSlotsAnswer)
  async slots(@Query({ schema: TeleSlotsQuery }) query: z.output<typeof TeleSlotsQuery>): Promise<{ data: SlotRow[] }> {
    return { data: await this.booking.freeSlots(query.AppointDatetime, query.SlotType) };
  }
}
