import { Body, Controller, Get, Inject, Param, Put } from '@nestjs/common';
import { EarlierOffersAnswer, EarlierOffersFields, type EarlierOffersRequest, type EarlierOffersResponse } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, type AuthUser } from '@hospital/core';
import { TeleIdParam } from '../cases/tele-answers.schemas.js';
import { TeleEarlierOffersService } from './tele-earlier-offers.service.js';

/** Issue 32 item 3: 'แจ้งฉันถ้ามีคิวเร็วขึ้น' on a telemedicine case, from the telemedicine booking page and the home card. */
@Controller('api/v1/tele')
export class TeleEarlierOffersController {
  constructor(@Inject(TeleEarlierOffersService) private readonly service: TeleEarlierOffersService) {}

  /** Whether the item's patient asked for offers (the home card's toggle); anyone else 404. */
  @Get(':teleID/earlier-offers')
  @Allow('patient')
  @Answer(EarlierOffersAnswer)
  get(@CurrentUser() user: AuthUser, @Param('teleID', { schema: TeleIdParam }) teleID: string): Promise<EarlierOffersResponse> {
    return this.service.get(user, teleID);
  }

  /** Body {wanted}: the case's patient only (anyone else: 404). 200 {message, data: {id, wanted}}. */
  @Put(':teleID/earlier-offers')
  @Allow('patient')
  @Answer(EarlierOffersAnswer)
  set(
    @CurrentUser() user: AuthUser,
    @Param('teleID', { schema: TeleIdParam }) teleID: string,
    @Body({ schema: EarlierOffersFields }) body: EarlierOffersRequest,
  ): Promise<EarlierOffersResponse> {
    return this.service.set(user, teleID, body.wanted);
  }
}
