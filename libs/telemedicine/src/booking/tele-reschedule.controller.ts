import { BadRequestException, Body, Controller, HttpCode, Inject, Param, Put } from '@nestjs/common';
import { Role, type TeleUpdateResponse } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, Refuses, type AuthUser } from '@hospital/core';
import { APPOINTMENT_MESSAGES, isStaff } from '@hospital/rules';
import { TeleIdParam } from '../cases/tele-answers.schemas.js';
import { TeleEditBody, TeleUpdateAnswer, type TeleEditInput } from '../cases/tele-case.schemas.js';
import { TeleEditService } from '../cases/tele-edit.service.js';
import { TeleRescheduleService } from './tele-reschedule.service.js';

/** 'YYYY-MM-DDTHH:mm' (or a space for the T): the new day and time the patient sends. */
const DAY_AND_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})$/;

/**
 * The patient's part of the body: appointDatetime only (docs/decisions.md, issue 32 item 2: any
 * other field sent with a value is refused, not ignored, so nobody believes they changed it).
 */
export function ownerTargetOf(body: TeleEditInput): { appointDate: string; appointTime: string } {
  const others = [body.description, body.phone, body.shippingAddress, body.lineID].some((v) => v !== '') || body.serviceType !== undefined;
  if (others) throw new BadRequestException(APPOINTMENT_MESSAGES.ownerMovesTimeOnly);
  const when = DAY_AND_TIME.exec(body.appointDatetime);
  if (!when) throw new BadRequestException(APPOINTMENT_MESSAGES.targetRequired);
  return { appointDate: when[1], appointTime: when[2] };
}

/**
 * PUT /api/v1/tele/{teleID} (care-services §7): hospital staff (Admin, Medrec, Nurse) edit the
 * case as before (TeleEditService); issue 32 item 2: the case's patient may call it too, with
 * the new appointDatetime only, while flowStatus is 0 (TeleRescheduleService, under the
 * patient's own booking rules). Another patient's case is 404.
 */
@Controller('api/v1/tele')
export class TeleRescheduleController {
  constructor(
    @Inject(TeleEditService) private readonly edits: TeleEditService,
    @Inject(TeleRescheduleService) private readonly reschedule: TeleRescheduleService,
  ) {}

  @Put(':teleID')
  @HttpCode(200)
  @Allow('patient', Role.Admin, Role.Medrec, Role.Nurse)
  @Answer(TeleUpdateAnswer)
  @Refuses([409])
  update(
    @CurrentUser() user: AuthUser,
    @Param('teleID', { schema: TeleIdParam }) teleID: string,
    @Body({ schema: TeleEditBody }) body: TeleEditInput,
  ): Promise<TeleUpdateResponse> {
    if (isStaff(user.role)) return this.edits.update(user, teleID, body);
    return this.reschedule.move(user, teleID, ownerTargetOf(body));
  }
}
