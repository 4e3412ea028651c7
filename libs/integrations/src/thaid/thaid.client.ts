// The ThaiD port: the OAuth2 / OpenID Connect authorization code flow with PKCE against the
// national digital ID issuer (config.thaid; accounts §2 /linethaid, §7). The client secret
// is used here only, server-side. openid-client 6: discovery, client_secret_basic, ID token
// checks (issuer, audience, signature, nonce), userinfo for claims the ID token lacks.
import { Inject, Injectable, Logger } from '@nestjs/common';
import * as oidc from 'openid-client';
import { APP_CONFIG, type AppConfig, type ThaidConfig } from '@hospital/core';
import { readThaidClaims, type ThaidClaims } from './thaid-claims.js';

/**
 * Why an exchange failed: `rejected` — ThaiD (or our checks of its answer) refused it: a used
 * or expired code, a wrong verifier, a bad ID token, incomplete claims; `unavailable` — ThaiD
 * could not be reached or answered with a server error.
 */
export class ThaidExchangeError extends Error {
  constructor(
    readonly kind: 'rejected' | 'unavailable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ThaidExchangeError';
  }
}

export interface ThaidAuthorizationRequest {
  /** <origin>/linethaid, registered at ThaiD. */
  redirectUri: string;
  state: string;
  nonce: string;
  /** The PKCE verifier; the URL carries its S256 challenge. */
  codeVerifier: string;
}

export interface ThaidExchangeRequest {
  code: string;
  /** The same redirect URI as in the authorization request. */
  redirectUri: string;
  codeVerifier: string;
  /** The state we issued (from our cookie) … */
  expectedState: string;
  /** … and the state the browser came back with. */
  state: string;
  nonce: string;
  /** The authorization response's `iss` parameter, when the page passed it on. */
  iss?: string;
}

/** Plain http is allowed only for an issuer on this machine (the stand-in). */
export function isLocalIssuer(issuer: string): boolean {
  try {
    const url = new URL(issuer);
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

const TIMEOUT_SECONDS = 10;

function classify(error: unknown): 'rejected' | 'unavailable' {
  if (error instanceof ThaidExchangeError) return error.kind;
  if (error instanceof oidc.ResponseBodyError) return error.status >= 500 ? 'unavailable' : 'rejected';
  if (error instanceof oidc.AuthorizationResponseError) return 'rejected';
  if (error instanceof oidc.WWWAuthenticateChallengeError) return 'rejected';
  if (error instanceof oidc.ClientError) {
    return ['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON'].includes(error.code ?? '') ? 'unavailable' : 'rejected';
  }
  return 'unavailable'; // fetch failed, timeout, DNS…
}

@Injectable()
export class ThaidClient {
  private readonly logger = new Logger('ThaidClient');
  private readonly settings: ThaidConfig;
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.settings = config.thaid;
  }

  /** The scope the product asks ThaiD for (config.thaid.scope). */
  get scope(): string {
    return this.settings.scope;
  }

  /** True when a client id and secret are configured. */
  get configured(): boolean {
    return Boolean(this.settings.issuer && this.settings.clientId && this.settings.clientSecret);
  }

  /** Discovery once (retried on the next call when it failed). */
  private discover(): Promise<oidc.Configuration> {
    if (!this.configuration) {
      const { issuer, clientId, clientSecret } = this.settings;
      this.configuration = oidc
        .discovery(new URL(issuer), clientId, undefined, oidc.ClientSecretBasic(clientSecret), {
          execute: isLocalIssuer(issuer) ? [oidc.allowInsecureRequests] : [],
          timeout: TIMEOUT_SECONDS,
        })
        .then((configuration) => {
          configuration.timeout = TIMEOUT_SECONDS;
          return configuration;
        })
        .catch((error: unknown) => {
          this.configuration = null;
          throw new ThaidExchangeError('unavailable', `ThaiD discovery failed: ${String((error as Error)?.message ?? error)}`, { cause: error });
        });
    }
    return this.configuration;
  }

  /** The URL of ThaiD's authorization page for this request (code flow, PKCE S256). */
  async authorizationUrl(request: ThaidAuthorizationRequest): Promise<string> {
    if (!this.configured) throw new ThaidExchangeError('unavailable', 'ThaiD client id/secret are not configured');
    const configuration = await this.discover();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: request.redirectUri,
      scope: this.settings.scope,
      state: request.state,
      nonce: request.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
    });
    return url.href;
  }

  /**
   * Trades the code for tokens (client secret, PKCE verifier), checks state, ID token and
   * nonce, and answers the person's claims: from the ID token, completed from userinfo.
   */
  async exchange(request: ThaidExchangeRequest): Promise<ThaidClaims> {
    if (!this.configured) throw new ThaidExchangeError('unavailable', 'ThaiD client id/secret are not configured');
    const configuration = await this.discover();
    try {
      const callback = new URL(request.redirectUri);
      callback.search = '';
      callback.searchParams.set('code', request.code);
      callback.searchParams.set('state', request.state);
      // RFC 9207: the issuer names itself in the authorization response. The page forwards only
      // code and state (accounts §7); we have one issuer, so its own identifier stands in.
      const metadata = configuration.serverMetadata();
      const iss = request.iss ?? (metadata.authorization_response_iss_parameter_supported ? metadata.issuer : undefined);
      if (iss) callback.searchParams.set('iss', iss);

      const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: request.codeVerifier,
        expectedState: request.expectedState,
        expectedNonce: request.nonce,
        idTokenExpected: true,
      });
      const idClaims = (tokens.claims() ?? {}) as Record<string, unknown>;
      let read = readThaidClaims(idClaims);
      if ('missing' in read && tokens.access_token && metadata.userinfo_endpoint) {
        const userinfo = (await oidc.fetchUserInfo(configuration, tokens.access_token, String(idClaims.sub))) as Record<string, unknown>;
        read = readThaidClaims({ ...userinfo, ...Object.fromEntries(Object.entries(idClaims).filter(([, v]) => v !== undefined && v !== '')) });
      }
      if ('missing' in read) throw new ThaidExchangeError('rejected', `ThaiD did not release: ${read.missing.join(', ')}`);
      return read.claims;
    } catch (error) {
      const kind = classify(error);
      const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      this.logger.warn(`ThaiD exchange ${kind}: ${detail}`);
      if (error instanceof ThaidExchangeError) throw error;
      throw new ThaidExchangeError(kind, detail, { cause: error });
    }
  }
}
