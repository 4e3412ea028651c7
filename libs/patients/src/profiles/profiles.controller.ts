import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Put } from '@nestjs/common';
import { Role, type Profile, type ProfileAddress, type ProfileUpdateResponse } from '@hospital/contracts';
import { CurrentUser, assertOwnerOr, type AuthUser } from '@hospital/core';
import { MESSAGES } from '@hospital/rules';
import { isUuid } from './patient-records.js';
import { ProfilesService } from './profiles.service.js';

/**
 * accounts §2 'Profile view and edit', §7: /profile for oneself, /user/:Id and
 * /usernetwork/:Id for staff, edit for the owner and the staff of §6. Who may read or edit
 * whom is checked here, before anything about the request is looked at.
 */
@Controller('api/v1')
export class ProfilesController {
  constructor(@Inject(ProfilesService) private readonly profiles: ProfilesService) {}

  @Get('profile')
  own(@CurrentUser() user: AuthUser): Promise<Profile> {
    return this.profiles.profile(user, user.userID);
  }

  @Get('profile/address')
  address(@CurrentUser() user: AuthUser): Promise<ProfileAddress> {
    return this.profiles.address(user);
  }

  /** The staff view of a patient (/user/:Id): the owner, or hospital and network staff. */
  @Get('user/Id/:userID')
  byId(@CurrentUser() user: AuthUser, @Param('userID') userID: string): Promise<Profile> {
    assertOwnerOr(user, userID, Role.Admin, Role.Medrec, Role.Nurse, 'network');
    return this.profiles.profile(user, known(userID));
  }

  /** The network hospital's view (/usernetwork/:Id): the owner, network roles and Admin. */
  @Get('user/network/:userID')
  network(@CurrentUser() user: AuthUser, @Param('userID') userID: string): Promise<Profile> {
    assertOwnerOr(user, userID, Role.Admin, 'network');
    return this.profiles.profile(user, known(userID));
  }

  /** Save a profile (JSON or application/json-patch+json): the owner, Admin, Medrec and network roles. */
  @Put('user/:userID')
  @HttpCode(200)
  update(@CurrentUser() user: AuthUser, @Param('userID') userID: string, @Body() body: unknown): Promise<ProfileUpdateResponse> {
    assertOwnerOr(user, userID, Role.Admin, Role.Medrec, 'network');
    return this.profiles.update(user, known(userID), body);
  }
}

function known(userID: string): string {
  if (!isUuid(userID)) throw new NotFoundException(MESSAGES.patientNotFound);
  return userID;
}
