import { Body, Controller, Get, Inject, Param, Put } from '@nestjs/common';
import { EarlierOffersAnswer, EarlierOffersFields, type EarlierOffersRequest, type EarlierOffersResponse } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, nameSchemas, type AuthUser } from '@hospital/core';
import { BookingIDParam } from '../booking/booking.schemas.js';
import { BookingEarlierOffersService } from './booking-earlier-offers.service.js';

nameSchemas({ EarlierOffersFields, EarlierOffersAnswer });

/** Issue 32 item 3: 'แจ้งฉันถ้ามีคิวเร็วขึ้น' on a clinic booking, from the booking page and the home card. */
@Controller('api/v1/bookings')
export class BookingEarlierOffersController {
  constructor(@Inject(BookingEarlierOffersService) private readonly service: BookingEarlierOffersService) {}

  /** Whether the item's patient asked for offers (the home card's toggle); anyone else 404. */
  @Get(':bookingID/earlier-offers')
  @Allow('patient')
  @Answer(EarlierOffersAnswer)
  get(@CurrentUser() user: AuthUser, @Param('bookingID', { schema: BookingIDParam }) bookingID: string): Promise<EarlierOffersResponse> {
    return this.service.get(user, bookingID);
  }

  /** Body {wanted}: the booking's patient only (anyone else: 404). 200 {message, data: {id, wanted}}. */
  @Put(':bookingID/earlier-offers')
  @Allow('patient')
  @Answer(EarlierOffersAnswer)
  set(
    @CurrentUser() user: AuthUser,
    @Param('bookingID', { schema: BookingIDParam }) bookingID: string,
    @Body({ schema: EarlierOffersFields }) body: EarlierOffersRequest,
  ): Promise<EarlierOffersResponse> {
    return this.service.set(user, bookingID, body.wanted);
  }
}
