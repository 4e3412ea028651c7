import { Body, Controller, HttpCode, Inject, Param, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { TeleTransferResponse } from '@hospital/contracts';
import { Answer, CurrentUser, Refuses, type AuthUser } from '@hospital/core';
import { TeleIdParam } from '../cases/tele-answers.schemas.js';
import { MoveCaseCommand } from './move-case.command.js';
import { TeleTransferAnswer, TeleTransferBody, type TeleTransferInput } from './tele-transfer.schemas.js';

/**
 * care-services §7 PUT /api/v1/tele/transfer/{teleID} {flowStatus, paymentMsg?, jsonTrackingNo?}.
 * Any signed-in user may ask; the flowStatus machine decides (libs/rules tele-flow.ts). A refusal
 * answers its 4xx (409 a move the machine lacks, 403 a caller it is not for, 400 missing data)
 * with the §7 body {result: 500, message}, which the page shows as 'cannot save data' + message.
 * The move itself is MoveCaseCommand on the CommandBus (issue 19 item 3), built from the parsed body.
 */
@Controller('api/v1/tele/transfer')
export class TeleTransferController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Put(':teleID')
  @HttpCode(200)
  @Answer(TeleTransferAnswer)
  @Refuses([400, 403, 404, 409], TeleTransferAnswer)
  async transfer(
    @CurrentUser() user: AuthUser,
    @Param('teleID', { schema: TeleIdParam }) teleID: string,
    @Body({ schema: TeleTransferBody }) body: TeleTransferInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TeleTransferResponse> {
    const outcome = await this.commands.execute(new MoveCaseCommand(user, teleID, body));
    void reply.status(outcome.httpStatus);
    return outcome.body;
  }
}
