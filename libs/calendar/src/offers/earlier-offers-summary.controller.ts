import { Controller, Get, Inject, Query } from '@nestjs/common';
import { EarlierOffersSummaryAnswer, EarlierOffersSummaryQuery, Role, type EarlierOffersSummary, type EarlierOffersSummaryRequest } from '@hospital/contracts';
import { Allow, Answer, nameSchemas } from '@hospital/core';
import { EarlierOffers } from './earlier-offers.service.js';

nameSchemas({ EarlierOffersSummaryQuery, EarlierOffersSummaryAnswer });

/** Issue 32 item 3: Admin sees the offers sent, accepted, gone and expired, and the days gained (/admin/calendar). */
@Controller('api/v1/calendar/earlier-offers')
export class EarlierOffersSummaryController {
  constructor(@Inject(EarlierOffers) private readonly offers: EarlierOffers) {}

  /** ?from&to (YYYY-MM-DD, Bangkok days the offers were sent): the counts and the days gained (sum, median). */
  @Get('summary')
  @Allow(Role.Admin)
  @Answer(EarlierOffersSummaryAnswer)
  summary(@Query({ schema: EarlierOffersSummaryQuery }) query: EarlierOffersSummaryRequest): Promise<EarlierOffersSummary> {
    return this.offers.summary(query.from, query.to);
  }
}
