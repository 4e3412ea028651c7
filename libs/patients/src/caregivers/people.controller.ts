import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import {
  AddPersonAnswer,
  AddPersonBody,
  AgreeCaregiverBody,
  CaregiverLinkAnswer,
  CaregiversAnswer,
  LinkEndedAnswer,
  PeopleAnswer,
  Role,
  type AddPersonRequest,
  type AddPersonResponse,
  type AgreeCaregiverRequest,
  type CaregiverLinkResponse,
  type CaregiversResponse,
  type LinkEndedResponse,
  type PeopleResponse,
} from '@hospital/contracts';
import { Allow, Answer, CurrentUser, NoBody, Refuses, SelfOnly, type AuthUser } from '@hospital/core';
import { CaregiverLinkParam, PersonParam } from './caregivers.schemas.js';
import { PeopleService } from './people.service.js';

/**
 * Issue 33 item 1: the people I look after (GET/POST /me/people, DELETE /me/people/{userID} by
 * the caregiver) and who looks after me (GET /me/caregivers, agree, DELETE by the person).
 * Patients only; a call acting for someone (X-Acting-For) may read, never agree or end.
 */
@Controller('api/v1/me')
@Allow('patient')
export class PeopleController {
  constructor(@Inject(PeopleService) private readonly people: PeopleService) {}

  @Get('people')
  @Answer(PeopleAnswer)
  list(@CurrentUser() user: AuthUser): Promise<PeopleResponse> {
    return this.people.list(user);
  }

  /** 201 with the new entry; 400 every problem of the form (Thai, by field); 409 already linked or the 11th person. */
  @Post('people')
  @SelfOnly()
  @HttpCode(201)
  @Answer(AddPersonAnswer, 201)
  @Refuses([409])
  add(@CurrentUser() user: AuthUser, @Body({ schema: AddPersonBody }) body: AddPersonRequest): Promise<AddPersonResponse> {
    return this.people.add(user, body);
  }

  /** The caregiver ends their own link to the person. */
  @Delete('people/:userID')
  @SelfOnly()
  @Answer(LinkEndedAnswer)
  endMine(@CurrentUser() user: AuthUser, @Param('userID', { schema: PersonParam }) userID: string): Promise<LinkEndedResponse> {
    return this.people.endByCaregiver(user, userID);
  }

  @Get('caregivers')
  @Answer(CaregiversAnswer)
  caregivers(@CurrentUser() user: AuthUser): Promise<CaregiversResponse> {
    return this.people.caregivers(user);
  }

  /** The adult agrees and signs; 404 not theirs, 409 not pending. */
  @Post('caregivers/:linkID/agree')
  @SelfOnly()
  @HttpCode(200)
  @Answer(CaregiverLinkAnswer)
  @Refuses([409])
  agree(
    @CurrentUser() user: AuthUser,
    @Param('linkID', { schema: CaregiverLinkParam }) linkID: string,
    @Body({ schema: AgreeCaregiverBody }) body: AgreeCaregiverRequest,
  ): Promise<CaregiverLinkResponse> {
    return this.people.agree(user, linkID, body);
  }

  /** The person ends a caregiver's access (403 for a child and a guardian's link). */
  @Delete('caregivers/:linkID')
  @SelfOnly()
  @Answer(LinkEndedAnswer)
  endTheirs(@CurrentUser() user: AuthUser, @Param('linkID', { schema: CaregiverLinkParam }) linkID: string): Promise<LinkEndedResponse> {
    return this.people.endByPerson(user, linkID);
  }
}

/** Issue 33 item 1: Medrec records an adult's paper consent after checking their ID at the hospital (audited). */
@Controller('api/v1/patients')
export class CaregiverPaperConsentController {
  constructor(@Inject(PeopleService) private readonly people: PeopleService) {}

  @Post(':userID/caregivers/:linkID/paper-consent')
  @HttpCode(200)
  @Allow(Role.Medrec, Role.Admin)
  @NoBody()
  @Answer(CaregiverLinkAnswer)
  @Refuses([409])
  paperConsent(
    @CurrentUser() user: AuthUser,
    @Param('userID', { schema: PersonParam }) userID: string,
    @Param('linkID', { schema: CaregiverLinkParam }) linkID: string,
  ): Promise<CaregiverLinkResponse> {
    return this.people.paperConsent(user, userID, linkID);
  }
}
