import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { APP_CONFIG, type AppConfig } from '@hospital/core';
import type { VideoMeetingLink, VideoParticipant, VideoProvider, VideoSession } from './video.port.js';

const TOKEN_TTL_SECONDS = 2 * 3600;

/** The claims a Jitsi-style meeting host reads (prosody token auth). */
export interface MeetingClaims {
  aud: string;
  iss: string;
  sub: string;
  room: string;
  exp: number;
  nbf: number;
  context: { user: { id: string; name: string; moderator: boolean } };
}

/** The meeting room of a case (no patient data in it). */
export function meetingRoomOf(teleID: string): string {
  return `tele-${teleID}`;
}

/**
 * A meeting host that admits a JWT (Jitsi-style): room, context.user, exp, signed HS256 with
 * the host's app secret. The browser goes to `<host>/<room>?jwt=<token>`.
 */
@Injectable()
export class JwtMeetingVideoAdapter implements VideoProvider {
  readonly kind = 'jwt' as const;
  private readonly settings: AppConfig['video']['jwt'];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.settings = config.video.jwt;
  }

  async session(teleID: string, who: VideoParticipant): Promise<VideoSession> {
    const link = this.meetingUrl(teleID, who);
    return { tokSession: meetingRoomOf(teleID), tokToken: link.token };
  }

  meetingUrl(teleID: string, who: VideoParticipant): VideoMeetingLink {
    const { host, secret, appId, audience } = this.settings;
    const room = meetingRoomOf(teleID);
    const now = Math.floor(Date.now() / 1000);
    const claims: MeetingClaims = {
      aud: audience,
      iss: appId,
      sub: host ? new URL(host).hostname : '*',
      room,
      nbf: now - 10,
      exp: now + TOKEN_TTL_SECONDS,
      context: { user: { id: who.userID, name: who.fullName, moderator: who.moderator } },
    };
    const token = jwt.sign(claims, secret || 'unset', { algorithm: 'HS256', noTimestamp: false });
    return { token, url: `${host}/${encodeURIComponent(room)}?jwt=${encodeURIComponent(token)}` };
  }
}
