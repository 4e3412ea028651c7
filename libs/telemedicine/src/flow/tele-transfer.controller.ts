import { Body, Controller, HttpCode, Inject, Param, Put, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { TeleTransferResponse } from '@hospital/contracts';
import { CurrentUser, type AuthUser } from '@hospital/core';
import { TeleTransferService } from './tele-transfer.service.js';

/**
 * care-services §7 PUT /api/v1/tele/transfer/{teleID} {flowStatus, paymentMsg?, jsonTrackingNo?}.
 * Any signed-in user may ask; the flowStatus machine decides (libs/rules tele-flow.ts). A refusal
 * answers its 4xx (409 a move the machine lacks, 403 a caller it is not for, 400 missing data)
 * with the §7 body {result: 500, message}, which the page shows as 'cannot save data' + message.
 */
@Controller('api/v1/tele/transfer')
export class TeleTransferController {
  constructor(@Inject(TeleTransferService) private readonly transfers: TeleTransferService) {}

  @Put(':teleID')
  @HttpCode(200)
  async transfer(
    @CurrentUser() user: AuthUser,
    @Param('teleID') teleID: string,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TeleTransferResponse> {
    const outcome = await this.transfers.transfer(user, teleID, body);
    void reply.status(outcome.httpStatus);
    return outcome.body;
  }
}
