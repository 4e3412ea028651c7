import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import type { KeyObject } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '@hospital/core';
import { teleIdOfVideoRoom, videoRoomOf } from '@hospital/rules';
import { purposeKey, type VideoParticipant, type VideoProvider, type VideoSession } from './video.port.js';

const AUDIENCE = 'video-room';
/** Long enough to connect and reconnect during a visit; the page asks for a fresh one on every (re)connect. */
export const ROOM_TOKEN_TTL_SECONDS = 15 * 60;

/** The holder of a room token: one user, one case. */
export interface RoomTokenHolder {
  userID: string;
  role: string | null;
  fullName: string;
  teleID: string;
  /** Seconds since epoch. */
  exp: number;
}

/** Signs and reads the WebRTC room tokens (HS256 with a key of their own). */
@Injectable()
export class WebRtcRoomTokens {
  private readonly key: KeyObject;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = purposeKey(config.jwtSecret, AUDIENCE);
  }

  sign(teleID: string, who: VideoParticipant, ttlSeconds = ROOM_TOKEN_TTL_SECONDS): string {
    return jwt.sign({ room: videoRoomOf(teleID), name: who.fullName, role: who.role }, this.key, {
      algorithm: 'HS256',
      audience: AUDIENCE,
      subject: who.userID,
      expiresIn: ttlSeconds,
    });
  }

  verify(token: unknown): RoomTokenHolder | null {
    if (typeof token !== 'string' || !token) return null;
    try {
      const c = jwt.verify(token, this.key, { algorithms: ['HS256'], audience: AUDIENCE }) as {
        sub: string;
        room: string;
        name: string;
        role: string | null;
        exp: number;
      };
      const teleID = teleIdOfVideoRoom(c.room);
      if (!teleID || !c.sub) return null;
      return { userID: c.sub, role: c.role ?? null, fullName: c.name ?? '', teleID, exp: c.exp };
    } catch {
      return null;
    }
  }
}

/** Peer-to-peer WebRTC: the session is the room, the token admits this user to it. */
@Injectable()
export class WebRtcVideoAdapter implements VideoProvider {
  readonly kind = 'webrtc' as const;

  constructor(@Inject(WebRtcRoomTokens) private readonly tokens: WebRtcRoomTokens) {}

  async session(teleID: string, who: VideoParticipant): Promise<VideoSession> {
    return { tokSession: videoRoomOf(teleID), tokToken: this.tokens.sign(teleID, who) };
  }

  meetingUrl(): null {
    return null;
  }
}
