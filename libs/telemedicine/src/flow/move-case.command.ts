import { Command } from '@nestjs/cqrs';
import type { TeleTransferResponse } from '@hospital/contracts';
import type { AuthUser } from '@hospital/core';
import { SYSTEM_ACTOR } from '@hospital/rules';
import type { TeleTransferInput } from './tele-transfer.schemas.js';

/** The HTTP status and body of a move: 200 {result 200}, or the refusal's 4xx with {result 500}. */
export interface TransferOutcome {
  httpStatus: 200 | 400 | 403 | 409;
  body: TeleTransferResponse;
}

/**
 * Move a case along the flowStatus machine (care-services §4; issue 19 item 3: the moves are
 * commands with one handler, MoveCaseHandler, so the controller, the tests and any future
 * caller go through one path: `commandBus.execute(new MoveCaseCommand(user, teleID, input))`).
 * `input` is the PUT /api/v1/tele/transfer body as TeleTransferBody parsed it:
 * {flowStatus?, paymentMsg, jsonTrackingNo?}.
 */
export class MoveCaseCommand extends Command<TransferOutcome> {
  constructor(
    readonly user: AuthUser,
    readonly teleID: string,
    readonly input: TeleTransferInput,
    /** Issue 14 item 3: moved by the system (no person): tele_transitions by_user NULL, by_role 'system'. */
    readonly system = false,
  ) {
    super();
  }

  /** Issue 14 item 3: a move the product makes by itself (a case delivered N days ago → 7); allowed where the machine lists SYSTEM_ACTOR. */
  static bySystem(teleID: string, input: TeleTransferInput): MoveCaseCommand {
    return new MoveCaseCommand({ userID: '', role: SYSTEM_ACTOR, fullName: 'ระบบ', exp: 0 }, teleID, input, true);
  }
}
