import { Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { VideoCallStatus, VideoMeeting, VideoTokens } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, NoBody, PublicOr, type AuthUser } from '@hospital/core';
import { VIDEO_CALLERS, VIDEO_CALL_STAFF } from '@hospital/rules';
import { TeleIdParam } from '../cases/tele-answers.schemas.js';
import { VideoCallEnds } from './video-call-ends.js';
import { VideoCallers } from './video-callers.js';
import { VideoTokensService } from './video-tokens.service.js';
import { VideoCallStatusAnswer, VideoLinkQuery, VideoMeetingAnswer, VideoTokensAnswer, type VideoLinkInput } from './video.schemas.js';

/**
 * care-services §7 video calls. Who may call: the case's patient, and the staff who treat —
 * Nurse, Admin, the network doctor of a consultation (issue 28 item 5, libs/rules
 * VIDEO_CALL_STAFF; Finance, Shipping, Medrec and the other network roles: 403) — who may
 * read the case (TeleRecords.readable; anyone else: 404). The calls the
 * spec marks "no auth" (session, session2, answer2) take the bearer token or a signed link
 * `?t=` (VideoLinkSigner); with neither: 401. A case at status 0 has no call: 409 for the
 * tokens; the meeting-host calls and the call status answer it 200 as a state (issue 16).
 */
@Controller('api/v1/tele')
export class VideoController {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(VideoCallers) private readonly callers: VideoCallers,
    @Inject(VideoTokensService) private readonly video: VideoTokensService,
    @Inject(VideoCallEnds) private readonly ends: VideoCallEnds,
  ) {}

  /** The staff page (/vdoadmin) and the signed-in patient: tokSession, tokToken. */
  @Get('call/:teleID')
  @Answer(VideoTokensAnswer)
  @Allow(...VIDEO_CALLERS)
  async call(@CurrentUser() user: AuthUser, @Param('teleID', { schema: TeleIdParam }) teleID: string): Promise<VideoTokens> {
    const caller = await this.callers.resolve(this.dataSource.manager, teleID, user);
    const tokens = await this.video.tokens(this.dataSource.manager, caller);
    await this.ends.reopen(this.dataSource.manager, caller);
    return tokens;
  }

  /** Issue 16 item 12: the staff side hangs up for both; the patient's page says the call ended. */
  @Post('call/:teleID/end')
  @HttpCode(200)
  @NoBody()
  @Answer(VideoCallStatusAnswer)
  @Allow(...VIDEO_CALL_STAFF)
  end(@CurrentUser() user: AuthUser, @Param('teleID', { schema: TeleIdParam }) teleID: string): Promise<VideoCallStatus> {
    return this.ends.end(user, teleID);
  }

  /** Issue 16 item 12: whether the call is open, ended by staff, or not open — read by the patient's page (bearer or link). */
  @Get('session/:teleID/state')
  @Answer(VideoCallStatusAnswer)
  @PublicOr(...VIDEO_CALLERS)
  async state(
    @CurrentUser() user: AuthUser | undefined,
    @Param('teleID', { schema: TeleIdParam }) teleID: string,
    @Query({ schema: VideoLinkQuery }) query: VideoLinkInput,
  ): Promise<VideoCallStatus> {
    return this.ends.status(this.dataSource.manager, await this.callers.identify(this.dataSource.manager, teleID, user, query.t));
  }

  /** The patient's page (/vdocall): bearer token or link. */
  @Get('session/:teleID')
  @Answer(VideoTokensAnswer)
  @PublicOr(...VIDEO_CALLERS)
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
  @Allow(...VIDEO_CALL_STAFF)
  async call2(@CurrentUser() user: AuthUser, @Param('teleID', { schema: TeleIdParam }) teleID: string): Promise<VideoMeeting> {
    return this.video.meeting(await this.callers.identify(this.dataSource.manager, teleID, user));
  }

  /** The patient into the meeting host (the second session page). */
  @Get('session2/:teleID')
  @Answer(VideoMeetingAnswer)
  @PublicOr(...VIDEO_CALLERS)
  async session2(
    @CurrentUser() user: AuthUser | undefined,
    @Param('teleID', { schema: TeleIdParam }) teleID: string,
    @Query({ schema: VideoLinkQuery }) query: VideoLinkInput,
  ): Promise<VideoMeeting> {
    return this.video.meeting(await this.callers.identify(this.dataSource.manager, teleID, user, query.t));
  }

  /** The patient answers a call in the meeting host (/answer). */
  @Get('answer2/:teleID')
  @Answer(VideoMeetingAnswer)
  @PublicOr(...VIDEO_CALLERS)
  async answer2(
    @CurrentUser() user: AuthUser | undefined,
    @Param('teleID', { schema: TeleIdParam }) teleID: string,
    @Query({ schema: VideoLinkQuery }) query: VideoLinkInput,
  ): Promise<VideoMeeting> {
    return this.video.meeting(await this.callers.identify(this.dataSource.manager, teleID, user, query.t));
  }
}
