/**
 * Every setting the product reads, from the environment (listed in README and .env.example).
 * Built once at start-up; nothing else reads process.env.
 */
import type { LiffIds } from '@hospital/contracts';

export type BusDriverKind = 'bullmq' | 'in-process';

/** LINE (accounts §2 messaging-app entry, §4): where the platform is and the LIFF ids. */
export interface LineConfig {
  /** LINE platform base URL: ID-token verify (/oauth2/v2.1/verify) and the Messaging API. */
  apiBaseUrl: string;
  /** The LINE Login channel id the LIFF ID tokens are issued for (their `aud`). */
  loginChannelId: string;
  /** Messaging API channel access token (pushes to the chat). */
  messagingToken: string;
  /** Migration flag: accept the LINE user id as both username and password (the old scheme). */
  legacyUserIdLogin: boolean;
  liffIds: LiffIds;
  /** The web app runs LIFF with @line/liff-mock (dev and tests only). */
  liffMock: boolean;
}

/** The national digital ID (ThaiD) OAuth2 issuer (accounts §2 /linethaid, §7). */
export interface ThaidConfig {
  issuer: string;
  clientId: string;
  /** Server-side only; never sent to the browser. */
  clientSecret: string;
  scope: string;
}

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  redisUrl: string | null;
  /** Prefix of every Redis key (BullMQ queues, Socket.IO channels, rate limits). */
  redisPrefix: string;
  busDriver: BusDriverKind;
  jwtSecret: string;
  jwtTtlSeconds: number;
  demoMode: boolean;
  teleHospitalName: string;
  webDist: string | null;
  migrateOnStart: boolean;
  /** Sign-in attempts allowed per client address per window. */
  loginRateLimit: { max: number; windowMs: number };
  /** Links the navbar shows. */
  links: { facebook: string; website: string };
  /** Behind a reverse proxy: client addresses from X-Forwarded-For. */
  trustProxy: boolean;
  /** false turns Nest's logs off (LOG_LEVEL=silent, for tests). */
  logs: boolean;
  line: LineConfig;
  thaid: ThaidConfig;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

const DEFAULT_TELE_HOSPITAL_NAME = 'ศูนย์โรคผิวหนังเขตร้อนภาคใต้ จังหวัดตรัง';

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set; see README (the launcher sets it on the embedded default).`);
  return value;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const redisUrl = env.REDIS_URL || null;
  const jwtSecret = required(env, 'JWT_SECRET');
  if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters.');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: required(env, 'DATABASE_URL'),
    redisUrl,
    redisPrefix: env.REDIS_PREFIX || 'skin',
    busDriver: redisUrl ? 'bullmq' : 'in-process',
    jwtSecret,
    jwtTtlSeconds: Number(env.JWT_TTL_SECONDS ?? 12 * 3600),
    demoMode: flag(env.DEMO_MODE, false),
    teleHospitalName: env.TELE_HOSPITAL_NAME || DEFAULT_TELE_HOSPITAL_NAME,
    webDist: env.WEB_DIST || null,
    migrateOnStart: flag(env.MIGRATE_ON_START, true),
    loginRateLimit: {
      max: Number(env.LOGIN_RATE_LIMIT_MAX ?? 10),
      windowMs: Number(env.LOGIN_RATE_LIMIT_WINDOW_MS ?? 5 * 60_000),
    },
    links: {
      facebook: env.LINK_FACEBOOK || 'https://www.facebook.com/',
      website: env.LINK_WEBSITE || 'https://www.moph.go.th/',
    },
    trustProxy: flag(env.TRUST_PROXY, false),
    logs: env.LOG_LEVEL !== 'silent',
    line: {
      apiBaseUrl: env.LINE_API_URL || 'https://api.line.me',
      loginChannelId: env.LINE_LOGIN_CHANNEL_ID || '',
      messagingToken: env.LINE_CHANNEL_ACCESS_TOKEN || '',
      legacyUserIdLogin: flag(env.LINE_LEGACY_USERID_LOGIN, false),
      liffIds: {
        tele: env.LIFF_ID_TELE || '',
        tele2: env.LIFF_ID_TELE2 || '',
        booking: env.LIFF_ID_BOOKING || '',
        phr: env.LIFF_ID_PHR || '',
        deactivate: env.LIFF_ID_DEACTIVATE || '',
        default: env.LIFF_ID_DEFAULT || '',
      },
      liffMock: flag(env.LIFF_MOCK, false),
    },
    thaid: {
      issuer: env.THAID_ISSUER || 'https://imauth.bora.dopa.go.th',
      clientId: env.THAID_CLIENT_ID || '',
      clientSecret: env.THAID_CLIENT_SECRET || '',
      scope: env.THAID_SCOPE || 'openid pid given_name family_name given_name_en family_name_en birthdate address gender title title_en',
    },
  };
}
