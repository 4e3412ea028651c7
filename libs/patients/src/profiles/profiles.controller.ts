import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Put } from '@nestjs/common';
import { Role, type Profile, type ProfileAddress, type ProfileUpdateResponse } from '@hospital/contracts';
import { Answer, CurrentUser, OwnerOr, type AuthUser } from '@hospital/core';
import { MESSAGES, PROFILE_READERS } from '@hospital/rules';
import { isUuid } from './patient-records.js';
import {
  PatientUserParam,
  ProfileAddressAnswer,
  ProfileAnswer,
  ProfileUpdateAnswer,
  ProfileUpdateBody,
  type ProfileUpdateInput,
} from './profiles.schemas.js';
import { ProfilesService } from './profiles.service.js';

/**
 * accounts §2 'Profile view and edit', §7: /profile for oneself, /user/:Id and
 * /usernetwork/:Id for staff, edit for the owner and the staff of §6. Who may read or edit
 * whom is checked (OwnerOr, in the AuthGuard) before anything about the request is looked at.
 */
@Controller('api/v1')
export class ProfilesController {
  constructor(@Inject(ProfilesService) private readonly profiles: ProfilesService) {}

  @Get('profile')
  @Answer(ProfileAnswer)
  own(@CurrentUser() user: AuthUser): Promise<Profile> {
    return this.profiles.profile(user, user.userID);
  }

  @Get('profile/address')
  @Answer(ProfileAddressAnswer)
  address(@CurrentUser() user: AuthUser): Promise<ProfileAddress> {
    return this.profiles.address(user);
  }

  /** The staff view of a patient (/user/:Id): the owner, or hospital and network staff (also who joins the room patient:<userID>). */
  @Get('user/Id/:userID')
  @OwnerOr('userID', ...PROFILE_READERS)
  @Answer(ProfileAnswer)
  byId(@CurrentUser() user: AuthUser, @Param('userID', { schema: PatientUserParam }) userID: string): Promise<Profile> {
    return this.profiles.profile(user, known(userID));
  }

  /** The network hospital's view (/usernetwork/:Id): the owner, network roles and Admin. */
  @Get('user/network/:userID')
  @OwnerOr('userID', Role.Admin, 'network')
  @Answer(ProfileAnswer)
  network(@CurrentUser() user: AuthUser, @Param('userID', { schema: PatientUserParam }) userID: string): Promise<Profile> {
    return this.profiles.profile(user, known(userID));
  }

  /** Save a profile (JSON or application/json-patch+json): the owner, Admin, Medrec and network roles. */
  @Put('user/:userID')
  @HttpCode(200)
  @OwnerOr('userID', Role.Admin, Role.Medrec, 'network')
  @Answer(ProfileUpdateAnswer)
  update(
    @CurrentUser() user: AuthUser,
    @Param('userID', { schema: PatientUserParam }) userID: string,
    @Body({ schema: ProfileUpdateBody }) body: ProfileUpdateInput,
  ): Promise<ProfileUpdateResponse> {
    return this.profiles.update(user, known(userID), body);
  }
}

/** A person's id that is not a uuid is no one's: 404, as for an unknown one. */
function known(userID: string): string {
  if (!isUuid(userID)) throw new NotFoundException(MESSAGES.patientNotFound);
  return userID;
}
