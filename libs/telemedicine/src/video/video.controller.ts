import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Role, type VideoMeeting, type VideoTokens } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, Public, type AuthUser } from '@hospital/core';
import { TeleIdParam } from '../cases/tele-answers.schemas.js';
import { VideoCallers } from './video-callers.js';
import { VideoTokensService } from './video-tokens.service.js';
import { VideoLinkQuery, VideoMeetingAnswer, VideoTokensAnswer, type VideoLinkInput } from './video.schemas.js';

/**
 * care-services §7 video calls. Who may call: the case's patient, hospital staff, and the
 * network users of a consultation (TeleRecords.readable; anyone else: 404). The calls the
 * spec marks "no auth" (session, session2, answer2) take the bearer token or a signed link
 * `?t=` (VideoLinkSigner); with neither: 401. A case at status 0 has no call: 409.
 */
@Controller('api/v1/tele')
export class VideoController {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(VideoCallers) private readonly callers: VideoCallers,
    @Inject(VideoTokensService) private readonly video: VideoTokensService,
  ) {}

  /** The staff page (/vdoadmin) and the signed-in patient: tokSession, tokToken. */
  @Get('call/:teleID')
  @Answer(VideoTokensAnswer)
  async call(@CurrentUser() user: AuthUser, @Param('teleID', { schema: TeleIdParam }) teleID: string): Promise<VideoTokens> {
    const caller = await this.callers.resolve(this.dataSource.manager, teleID, user);
    return this.video.tokens(this.dataSource.manager, caller);
  }

  /** The patient's page (/vdocall): bearer token or link. */
  @Get('session/:teleID')
  @Answer(VideoTokensAnswer)
  @Public()
  async session(
    @CurrentUser() user: AuthUser | undefined,
    @Param('teleID', { schema: TeleIdParam }) teleID: string,
    @Query({ schema: VideoLinkQuery }) query: VideoLinkInput,
  ): Promise<VideoTokens> {
    const caller = await this.callers.resolve(this.dataSource.manager, teleID, user, query.t);
    return this.video.tokens(this.dataSource.manager, caller);
  }

  /** Staff into the meeting host (/call). */
  @Get('call2/:teleID')
  @Answer(VideoMeetingAnswer)
  @Allow(Role.Admin, Role.Medrec, Role.Nurse, Role.Finance, Role.Shipping, 'network')
  async call2(@CurrentUser() user: AuthUser, @Param('teleID', { schema: TeleIdParam }) teleID: string): Promise<VideoMeeting> {
    return this.video.meeting(await this.callers.resolve(this.dataSource.manager, teleID, user));
  }

  /** The patient into the meeting host (the second session page). */
  @Get('session2/:teleID')
  @Answer(VideoMeetingAnswer)
  @Public()
  async session2(
    @CurrentUser() user: AuthUser | undefined,
    @Param('teleID', { schema: TeleIdParam }) teleID: string,
    @Query({ schema: VideoLinkQuery }) query: VideoLinkInput,
  ): Promise<VideoMeeting> {
    return this.video.meeting(await this.callers.resolve(this.dataSource.manager, teleID, user, query.t));
  }

  /** The patient answers a call in the meeting host (/answer). */
  @Get('answer2/:teleID')
  @Answer(VideoMeetingAnswer)
  @Public()
  async answer2(
    @CurrentUser() user: AuthUser | undefined,
    @Param('teleID', { schema: TeleIdParam }) teleID: string,
    @Query({ schema: VideoLinkQuery }) query: VideoLinkInput,
  ): Promise<VideoMeeting> {
    return this.video.meeting(await this.callers.resolve(this.dataSource.manager, teleID, user, query.t));
  }
}
