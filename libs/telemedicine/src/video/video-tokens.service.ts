import { BadGatewayException, Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { VideoMeeting, VideoTokens } from '@hospital/contracts';
import { APP_CONFIG, type AppConfig } from '@hospital/core';
import { VIDEO_PROVIDER, VideoProviderError, type VideoProvider, type VideoSession } from '@hospital/integrations';
import { VIDEO_MESSAGES, mayVideoCall } from '@hospital/rules';
import type { VideoCaller } from './video-callers.js';

/**
 * The tokens of §7 call/session (the provider's session and this participant's token), and
 * the meeting-host link of call2/session2/answer2. OpenTok's session is created once per
 * case and kept in tele_requests.tok_session.
 */
@Injectable()
export class VideoTokensService {
  private readonly logger = new Logger('Video');

  constructor(
    @Inject(VIDEO_PROVIDER) private readonly provider: VideoProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async tokens(m: EntityManager, { row, who }: VideoCaller): Promise<VideoTokens> {
    let session = await this.call(() => this.provider.session(row.id, who, row.tok_session));
    if (this.provider.kind === 'opentok' && session.tokSession !== row.tok_session) {
      const stored: Array<{ tok_session: string }> = await m.query(
        `UPDATE tele_requests SET tok_session = $2 WHERE id = $1 AND tok_session IS NULL RETURNING tok_session`,
        [row.id, session.tokSession],
      );
      if (stored.length === 0) {
        // Another request stored the case's session first: meet there.
        const [current] = (await m.query(`SELECT tok_session FROM tele_requests WHERE id = $1`, [row.id])) as Array<{ tok_session: string | null }>;
        session = await this.call(() => this.provider.session(row.id, who, current?.tok_session ?? null));
      }
    }
    return {
      result: 200,
      message: 'OK',
      provider: this.provider.kind,
      tokSession: session.tokSession,
      tokToken: session.tokToken,
      apiKey: session.apiKey ?? null,
      iceServers: this.provider.kind === 'webrtc' ? this.config.video.iceServers : [],
    };
  }

  /**
   * The meeting host's link. Issue 16 (route walk): no meeting to go to — another provider, or
   * a case not open for a call — is an expected state, answered 200 with the Thai reason (a 409
   * made the browser log a failed request on /call and /answer).
   */
  meeting({ row, who }: VideoCaller): VideoMeeting {
    if (!mayVideoCall(row.flow_status)) return { token: null, url: null, message: VIDEO_MESSAGES.notOpen };
    const link = this.provider.meetingUrl(row.id, who);
    if (!link) return { token: null, url: null, message: VIDEO_MESSAGES.notMeetingHost };
    return link;
  }

  private async call(run: () => Promise<VideoSession>): Promise<VideoSession> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof VideoProviderError) {
        this.logger.warn(error.message);
        throw new BadGatewayException(VIDEO_MESSAGES.providerFailed);
      }
      throw error;
    }
  }
}
