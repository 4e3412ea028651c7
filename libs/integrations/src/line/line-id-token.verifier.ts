import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@hospital/core';

/** The LINE user an ID token proves. */
export interface LineIdentity {
  userId: string;
  name: string | null;
}

/** The token was refused by LINE (expired, forged, for another channel). */
export class LineTokenRejected extends Error {}

/** LINE could not be asked (network, 5xx): not the person's fault. */
export class LineUnavailable extends Error {}

/**
 * Verifies a LIFF ID token with LINE's verify endpoint (POST {base}/oauth2/v2.1/verify with
 * id_token and client_id), as LINE documents for servers receiving tokens from a LIFF app.
 * The base URL is configurable: LINE in production, the local stand-in in dev and tests.
 */
@Injectable()
export class LineIdTokenVerifier {
  private readonly logger = new Logger('LINE');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async verify(idToken: string): Promise<LineIdentity> {
    const { apiBaseUrl, loginChannelId } = this.config.line;
    if (!loginChannelId) throw new LineUnavailable('LINE_LOGIN_CHANNEL_ID is not configured');
    let res: Response;
    try {
      res = await fetch(`${apiBaseUrl.replace(/\/$/, '')}/oauth2/v2.1/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id_token: idToken, client_id: loginChannelId }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      this.logger.warn(`LINE verify unreachable: ${(error as Error).message}`);
      throw new LineUnavailable('LINE verify endpoint unreachable');
    }
    const body = (await res.json().catch(() => ({}))) as { sub?: unknown; name?: unknown; aud?: unknown; error_description?: string };
    if (res.status >= 500) throw new LineUnavailable(`LINE verify answered ${res.status}`);
    if (!res.ok) throw new LineTokenRejected(body.error_description ?? `LINE verify answered ${res.status}`);
    if (typeof body.sub !== 'string' || !/^U[0-9a-f]{32}$/.test(body.sub) || body.aud !== loginChannelId) {
      throw new LineTokenRejected('LINE verify answered unexpected claims');
    }
    return { userId: body.sub, name: typeof body.name === 'string' ? body.name : null };
  }
}
