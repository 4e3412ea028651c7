import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import { Role, type ReminderRulesResponse } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, type AuthUser } from '@hospital/core';
import { REMINDER_MESSAGES } from '@hospital/rules';
import { ReminderRules } from './reminder-rules.store.js';
import { ReminderRulesAnswer, ReminderRulesBody, type ReminderRulesInput } from './reminder-rules.schemas.js';

/**
 * Issue 31 item 4: Admin sets the LINE reminders' lead times per appointment kind (the Admin
 * page /admin/line). Admin only; a bad lead is answered 400 with its Thai message.
 */
@Allow(Role.Admin)
@Controller('api/v1/line/reminder-rules')
export class ReminderRulesController {
  constructor(@Inject(ReminderRules) private readonly rules: ReminderRules) {}

  @Get()
  @Answer(ReminderRulesAnswer)
  async list(): Promise<ReminderRulesResponse> {
    return { data: await this.rules.list() };
  }

  @Put()
  @Answer(ReminderRulesAnswer)
  async save(@CurrentUser() user: AuthUser, @Body({ schema: ReminderRulesBody }) body: ReminderRulesInput): Promise<ReminderRulesResponse> {
    return { data: await this.rules.save(user.userID, body.data), msg: REMINDER_MESSAGES.saved };
  }
}
