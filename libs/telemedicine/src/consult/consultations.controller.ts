import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post } from '@nestjs/common';
import { Role } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, type AuthUser } from '@hospital/core';
import { MESSAGES, isNetworkRole } from '@hospital/rules';
import { ConsultCreateAnswer, ConsultCreateBody, RoleParam, UsersOfRoleAnswer, type ConsultCreateInput } from './consultations.schemas.js';
import { ConsultationsService, type DoctorRow } from './consultations.service.js';

/** care-services §7 POST /api/v1/consult and the doctor list GET /api/v1/user/role/N_DOCTOR. */
@Controller('api/v1')
export class ConsultationsController {
  constructor(@Inject(ConsultationsService) private readonly consultations: ConsultationsService) {}

  /** Network hospitals ask; Admin may ask for them. */
  @Post('consult')
  @HttpCode(200)
  @Allow(Role.Admin, 'network')
  @Answer(ConsultCreateAnswer)
  async create(@CurrentUser() user: AuthUser, @Body({ schema: ConsultCreateBody }) body: ConsultCreateInput): Promise<{ data: { teleID: string } }> {
    return { data: await this.consultations.create(user, body) };
  }

  /** The users of a network role (N_DOCTOR: the doctors a consultation can be asked of). */
  @Get('user/role/:role')
  @Allow(Role.Admin, Role.Nurse, 'network')
  @Answer(UsersOfRoleAnswer)
  async usersOfRole(@Param('role', { schema: RoleParam }) role: string): Promise<{ data: DoctorRow[] }> {
    if (!isNetworkRole(role)) throw new NotFoundException(MESSAGES.forbidden);
    return { data: await this.consultations.usersOfRole(role) };
  }
}
