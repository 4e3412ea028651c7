import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import type { KeyObject } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '@hospital/core';
import { purposeKey } from '@hospital/integrations';

const AUDIENCE = 'video-link';
export const VIDEO_LINK_TTL_SECONDS = 2 * 3600;

/**
 * Signed, expiring links to a case's video call (decision: the "no auth" session calls of
 * care-services §7 accept the owner's or staff's bearer token, or one of these, never
 * nothing). A link names one case and its patient; it is signed with a key of its own, so it
 * can never pass as a sign-in token. The LINE messages carry `linkPath(...)`.
 */
@Injectable()
export class VideoLinkSigner {
  private readonly key: KeyObject;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = purposeKey(config.jwtSecret, AUDIENCE);
  }

  /** A link token for the patient `userID` to the call of case `teleID`. */
  sign(teleID: string, userID: string, ttlSeconds = VIDEO_LINK_TTL_SECONDS): string {
    return jwt.sign({ tid: teleID }, this.key, { algorithm: 'HS256', audience: AUDIENCE, subject: userID, expiresIn: ttlSeconds });
  }

  /** The patient's userID when `token` is a valid, unexpired link to this case; else null. */
  verify(token: unknown, teleID: string): string | null {
    if (typeof token !== 'string' || !token) return null;
    try {
      const claims = jwt.verify(token, this.key, { algorithms: ['HS256'], audience: AUDIENCE }) as { tid?: string; sub?: string };
      return claims.tid === teleID && claims.sub ? claims.sub : null;
    } catch {
      return null;
    }
  }

  /** The patient's video page with the link token (relative; prefix the web's origin). */
  linkPath(teleID: string, userID: string, ttlSeconds = VIDEO_LINK_TTL_SECONDS): string {
    return `/vdocall/${teleID}?t=${encodeURIComponent(this.sign(teleID, userID, ttlSeconds))}`;
  }
}
