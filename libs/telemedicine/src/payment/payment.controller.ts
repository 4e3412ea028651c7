import { Controller, Get, Inject, Param } from '@nestjs/common';
import { Role, type SlipChecksResponse, type TelePaymentResponse } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, type AuthUser } from '@hospital/core';
import { TeleIdParam } from '../cases/tele-answers.schemas.js';
import { PaymentReadsService } from './payment-reads.service.js';
import { SlipChecksAnswer, TelePaymentAnswer } from './payment.schemas.js';

/**
 * Issue 13 item 3, GET /api/v1/tele/{teleID}/payment (the amount, its items and the PromptPay
 * QR), and item 5, GET /api/v1/tele/{teleID}/slips (every slip check of the case, newest first).
 * The patient whose case it is, Finance and Admin; other staff and network roles 403, another
 * patient's or an unknown case 404.
 */
@Controller('api/v1/tele')
@Allow('patient', Role.Admin, Role.Finance)
export class PaymentController {
  constructor(@Inject(PaymentReadsService) private readonly reads: PaymentReadsService) {}

  @Get(':teleID/payment')
  @Answer(TelePaymentAnswer)
  payment(@CurrentUser() user: AuthUser, @Param('teleID', { schema: TeleIdParam }) teleID: string): Promise<TelePaymentResponse> {
    return this.reads.payment(user, teleID);
  }

  @Get(':teleID/slips')
  @Answer(SlipChecksAnswer)
  slips(@CurrentUser() user: AuthUser, @Param('teleID', { schema: TeleIdParam }) teleID: string): Promise<SlipChecksResponse> {
    return this.reads.slips(user, teleID);
  }
}
