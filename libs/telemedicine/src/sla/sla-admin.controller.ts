import { Body, Controller, Get, Inject, Put, Query } from '@nestjs/common';
import { Role, type SlaBreachesResponse, type SlaSettingsResponse } from '@hospital/contracts';
import { Allow, Answer, Clock, CurrentUser, type AuthUser } from '@hospital/core';
import { OFFICE_HOURS_TEXT, SLA_MESSAGES, bangkokDateKey } from '@hospital/rules';
import { SlaBreachReads } from './sla-breaches.reads.js';
import { SlaBreachesAnswer, SlaBreachesQuery, SlaSettingsAnswer, SlaSettingsBody, type SlaBreachesQueryInput, type SlaSettingsInput } from './sla-admin.schemas.js';
import { SlaSettings } from './sla-settings.service.js';

/** Issue 14 items 1 and 2: Admin sets each status's SLA and reads the day's breaches. Admin only. */
@Allow(Role.Admin)
@Controller('api/v1/admin/sla')
export class SlaAdminController {
  constructor(
    @Inject(SlaSettings) private readonly settings: SlaSettings,
    @Inject(SlaBreachReads) private readonly breaches: SlaBreachReads,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @Get()
  @Answer(SlaSettingsAnswer)
  async list(): Promise<SlaSettingsResponse> {
    return { data: await this.settings.list(), officeHoursText: OFFICE_HOURS_TEXT };
  }

  @Put()
  @Answer(SlaSettingsAnswer)
  async save(@CurrentUser() user: AuthUser, @Body({ schema: SlaSettingsBody }) body: SlaSettingsInput): Promise<SlaSettingsResponse & { msg: string }> {
    return { data: await this.settings.save(user.userID, body.data), officeHoursText: OFFICE_HOURS_TEXT, msg: SLA_MESSAGES.saved };
  }

  @Get('breaches')
  @Answer(SlaBreachesAnswer)
  async ofDay(@Query({ schema: SlaBreachesQuery }) query: SlaBreachesQueryInput): Promise<SlaBreachesResponse> {
    const date = query.date ?? bangkokDateKey(this.clock.now());
    return { date, data: await this.breaches.ofDay(date) };
  }
}
