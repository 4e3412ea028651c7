import { Inject, Injectable } from '@nestjs/common';
import OpenTok from 'opentok';
import { APP_CONFIG, type AppConfig } from '@hospital/core';
import { VideoProviderError, type VideoParticipant, type VideoProvider, type VideoSession } from './video.port.js';

const TOKEN_TTL_SECONDS = 2 * 3600;

/**
 * OpenTok (the `opentok` package): one session per case, created on first use (the caller
 * stores it in tele_requests.tok_session), and a token per participant. OPENTOK_API_URL
 * points the REST calls (POST <apiUrl>/session/create) at another host.
 */
@Injectable()
export class OpenTokVideoAdapter implements VideoProvider {
  readonly kind = 'opentok' as const;
  private readonly client: OpenTok;
  private readonly apiKey: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { apiKey, apiSecret, apiUrl } = config.video.opentok;
    this.apiKey = apiKey;
    this.client = new OpenTok(apiKey || 'unset', apiSecret || 'unset', { apiUrl, timeout: 10_000 });
  }

  async session(_teleID: string, who: VideoParticipant, existingSession: string | null): Promise<VideoSession> {
    const sessionId = existingSession ?? (await this.createSession());
    try {
      const tokToken = this.client.generateToken(sessionId, {
        role: who.moderator ? 'moderator' : 'publisher',
        expireTime: Math.floor(Date.now() / 1000) + TOKEN_TTL_SECONDS,
        data: JSON.stringify({ userID: who.userID, name: who.fullName }),
      });
      return { tokSession: sessionId, tokToken, apiKey: this.apiKey };
    } catch (error) {
      throw new VideoProviderError(`OpenTok token: ${(error as Error).message}`);
    }
  }

  meetingUrl(): null {
    return null;
  }

  private createSession(): Promise<string> {
    return new Promise((resolve, reject) => {
      this.client.createSession({ mediaMode: 'relayed' }, (error, session) => {
        if (error || !session?.sessionId) reject(new VideoProviderError(`OpenTok createSession: ${error?.message ?? 'no session id'}`));
        else resolve(session.sessionId);
      });
    });
  }
}
