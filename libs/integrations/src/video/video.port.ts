import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import type { VideoProviderKind } from '@hospital/core';

/**
 * The video port (DESIGN.md, Outside systems: Video). One adapter runs, chosen by
 * VIDEO_PROVIDER: peer-to-peer WebRTC signalled over our Socket.IO (default), OpenTok, or a
 * meeting host that admits a signed JWT (Jitsi-style).
 */
export const VIDEO_PROVIDER = Symbol('VIDEO_PROVIDER');

/** Who joins: the case's patient, or a staff/network user who may read the case. */
export interface VideoParticipant {
  userID: string;
  fullName: string;
  role: string | null;
  /** Hospital staff run the meeting (moderator on the meeting host). */
  moderator: boolean;
}

export interface VideoSession {
  /** WebRTC: the room `video:<teleID>`; OpenTok: the session id; JWT host: the room name. */
  tokSession: string;
  /** WebRTC: a short-lived room token; OpenTok: a client token; JWT host: the meeting JWT. */
  tokToken: string;
  /** OpenTok's api key (the browser SDK needs it). */
  apiKey?: string;
}

export interface VideoMeetingLink {
  token: string;
  url: string;
}

export interface VideoProvider {
  readonly kind: VideoProviderKind;
  /**
   * The session of a case and a token for this participant. `existingSession` is the one
   * stored on the case (tele_requests.tok_session), if any: OpenTok reuses it so both sides
   * meet in one session; the caller stores a new one.
   */
  session(teleID: string, who: VideoParticipant, existingSession: string | null): Promise<VideoSession>;
  /** The meeting host's link with a JWT (provider 'jwt' only; null for the others). */
  meetingUrl(teleID: string, who: VideoParticipant): VideoMeetingLink | null;
}

/** The outside video service failed (not the user's mistake): answered 502. */
export class VideoProviderError extends Error {}

/**
 * A key for one purpose derived from the app's JWT secret, so a token signed for video
 * (a room token, a link) can never pass as a sign-in token, nor one purpose as another.
 */
export function purposeKey(secret: string, purpose: string): KeyObject {
  return createSecretKey(createHmac('sha256', secret).update(`skin-care:${purpose}`).digest());
}
