import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { Role, type PatientCreateResponse } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, Refuses, type AuthUser } from '@hospital/core';
import { PatientCreateAnswer, PatientCreateBody, type PatientCreateInput } from './child-users.schemas.js';
import { ChildUsersService } from './child-users.service.js';

/** accounts §2 'Patient creation by staff', §7 POST /api/v1/childuser (full or short form). */
@Controller('api/v1/childuser')
export class ChildUsersController {
  constructor(@Inject(ChildUsersService) private readonly childUsers: ChildUsersService) {}

  @Post()
  @HttpCode(200)
  @Allow(Role.Admin, Role.Medrec, Role.Nurse, 'network')
  @Answer(PatientCreateAnswer)
  @Refuses([409])
  create(@CurrentUser() user: AuthUser, @Body({ schema: PatientCreateBody }) body: PatientCreateInput): Promise<PatientCreateResponse> {
    return this.childUsers.create(user, body);
  }
}
