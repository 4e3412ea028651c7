/**
 * Every setting the product reads, from the environment (listed in README and .env.example).
 * Built once at start-up; nothing else reads process.env.
 */
import path from 'node:path';
import type { LiffIds } from '@hospital/contracts';
import { queueConcurrencyOf } from '../bus/queue-concurrency.js';
import { parseRedisSentinels, type RedisSentinelConfig } from '../infra/redis-connection.js';
import { checkSettings, SettingsError } from './settings-schema.js';

export type BusDriverKind = 'bullmq' | 'in-process';

/** LINE (accounts §2 messaging-app entry, §4): where the platform is and the LIFF ids. */
export interface LineConfig {
  /** LINE platform base URL: ID-token verify (/oauth2/v2.1/verify) and the Messaging API. */
  apiBaseUrl: string;
  /** Issue 31 item 3: the Messaging API's data host (rich menu images; LINE_DATA_API_URL): https://api-data.line.me beside LINE's own api, else LINE_API_URL (the stand-in serves both). */
  dataApiBaseUrl: string;
  /** Issue 31 item 3: what the guest rich menu's 'contact the hospital' opens (LINE_CONTACT_URI: tel:… or a web page; default LINK_WEBSITE). */
  contactUri: string;
  /** The LINE Login channel id the LIFF ID tokens are issued for (their `aud`). */
  loginChannelId: string;
  /** Messaging API channel access token (pushes to the chat). */
  messagingToken: string;
  /** Issue 31: the Messaging API channel secret; the webhook's X-Line-Signature is its HMAC-SHA256 of the raw body (LINE_CHANNEL_SECRET). */
  channelSecret: string;
  /** Issue 31 item 5: the LINE OA plan's messages a month (LINE_MONTHLY_QUOTA); Admin is warned at 80 %. 0: no quota. */
  monthlyQuota: number;
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

/** Video calls (care-services §2 video pages, §7 call/session): which provider and its settings. */
export type VideoProviderKind = 'webrtc' | 'opentok' | 'jwt';
export interface VideoConfig {
  provider: VideoProviderKind;
  /** WebRTC ICE servers for the browsers (none needed on one machine or a LAN). */
  iceServers: Array<{ urls: string[]; username?: string; credential?: string }>;
  opentok: { apiKey: string; apiSecret: string; apiUrl: string };
  /** A meeting host that admits a signed JWT (Jitsi-style claims: room, context.user, exp). */
  jwt: { host: string; secret: string; appId: string; audience: string };
}

/**
 * The money path (issue 13): the hospital's PromptPay receiver and the banks' slip-verification
 * API. A biller ID (tax ID + suffix, 15 digits) makes bill-payment QRs carrying the case
 * reference; otherwise the PromptPay ID (a phone, national or tax ID) makes an AnyID QR.
 */
export interface PaymentsConfig {
  promptPayId: string;
  promptPayBillerId: string;
  /** Who the patient pays, as the page names them. */
  receiverName: string;
  /** The bank's slip-verification API (the stand-in bank on the embedded default); '' = none. */
  slipVerifyUrl: string;
  slipVerifyToken: string;
}

/**
 * Issue 32 item 7: the hospital as its e-Receipts name it (HOSPITAL_NAME, default TELE_HOSPITAL_NAME;
 * HOSPITAL_ADDRESS; HOSPITAL_TAX_ID, 13 digits). The defaults are the demo's: a hospital sets its own.
 */
export interface HospitalConfig {
  name: string;
  address: string;
  taxId: string;
}

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  /** Issue 17 item 1: connections in each process's database pool (DATABASE_POOL_MAX, default 20). */
  databasePoolMax: number;
  /**
   * Issue 29 item 6: a streaming replica (DATABASE_READ_URL) for the heavy reads that tolerate
   * a little lag (reports, patient search, the boards' lists: core's ReadDatabase); null: every
   * read on DATABASE_URL.
   */
  databaseReadUrl: string | null;
  redisUrl: string | null;
  /**
   * Issue 29 item 6: Redis behind Sentinel (REDIS_SENTINELS, REDIS_SENTINEL_NAME default
   * `mymaster`, REDIS_SENTINEL_PASSWORD); null: REDIS_URL's host. With Sentinel, REDIS_URL
   * still says that there is Redis and gives the master's password, database and TLS.
   */
  redisSentinel: RedisSentinelConfig | null;
  /** Prefix of every Redis key (BullMQ queues, Socket.IO channels, rate limits). */
  redisPrefix: string;
  busDriver: BusDriverKind;
  jwtSecret: string;
  jwtTtlSeconds: number;
  demoMode: boolean;
  /** Demo telemedicine cases at every flowStatus, with photos (default: on in demo mode; the tests turn it off). */
  demoCases: boolean;
  teleHospitalName: string;
  /**
   * Where people open the web app (PUBLIC_BASE_URL; no trailing slash): links in LINE messages
   * (e.g. /payment/<teleID>) and the ThaiD redirect URI (<publicBaseUrl>/linethaid), which is
   * never built from the request's Host. Unset: the api's own address, http://<HOST>:<PORT>
   * (localhost when HOST listens on every interface).
   */
  publicBaseUrl: string;
  webDist: string | null;
  /** Where uploaded files live (FILES_DIR; the api and the worker must share it). */
  filesDir: string;
  /** Issue 29 item 2: where the file store keeps them (FILES_STORE): the local disk (FILES_DIR, the default) or an S3-compatible bucket (`s3`). */
  filesStore: 'disk' | 's3';
  /** The bucket and how to reach it; null unless FILES_STORE=s3. */
  s3: S3Config | null;
  migrateOnStart: boolean;
  /**
   * Issue 18 findings 5 and 12: failed password sign-ins allowed per account (whichever login
   * names it) per window (LOGIN_RATE_LIMIT_MAX, default 10; LOGIN_RATE_LIMIT_WINDOW_MS, default
   * 5 min), and per client address across logins (LOGIN_RATE_LIMIT_PER_ADDRESS_MAX, default 3 ×
   * the per-account maximum, so 30). The counting is libs/identity's SignInLimits.
   */
  loginRateLimit: { max: number; windowMs: number; perAddressMax: number };
  /** Links the navbar shows. */
  links: { facebook: string; website: string };
  /** care-services §2 Vaccine history: the ministry's certificate site and the report form for a missing vaccination. */
  vaccineLinks: { certUrl: string; reportUrl: string };
  /** The anonymous vaccine calls (keyed by national ID) allowed per client address, route and window. */
  vaccineLookupRateLimit: {
    max: number;
    windowMs: number;
    perIdMax: number;
    perIdWindowMs: number;
    /** Issue 28 item 5: wrong birth dates per client address and child, and window, on the open vaccine changes (then 429 with Retry-After). */
    guessMax: number;
    /** Issue 34: wrong birth dates per client address over all children (parents behind one carrier address share it). */
    guessAddressMax: number;
    guessWindowMs: number;
  };
  /**
   * Behind reverse proxies: how many (0: none). The client address is the one the nearest of
   * them saw, counted from the right of X-Forwarded-For: never the leftmost entry, which the
   * client writes itself (a per-address limit could then be dodged with a made-up header).
   * TRUST_PROXY=1/true: one proxy (the compose file's); 2: a CDN and a proxy; 0/false: none.
   */
  trustProxy: number;
  /** false turns Nest's logs off (LOG_LEVEL=silent, for tests). */
  logs: boolean;
  /** Issue 19 item 6: pino's level (LOG_LEVEL, default info; silent = no logs). */
  logLevel: LogLevel;
  /** JSON lines (production) or short pretty lines (LOG_FORMAT; unset: pretty in a terminal). */
  logFormat: 'json' | 'pretty';
  /** Bearer token that opens GET /metrics to other hosts (METRICS_TOKEN); loopback needs none. null: loopback only. */
  metricsToken: string | null;
  /** Issue 14: tests and demos only (refused when NODE_ENV=production): a file holding a clock offset in ms every process applies (core's Clock). */
  clockOffsetFile: string | null;
  line: LineConfig;
  thaid: ThaidConfig;
  video: VideoConfig;
  payments: PaymentsConfig;
  hospital: HospitalConfig;
  /** How often the worker asks the HIS for the costs of cases waiting on them (HIS_COSTS_POLL_MS). */
  hisCostsPollMs: number;
  /** Issue 14 item 2: the staff LINE group told of each SLA breach (STAFF_LINE_GROUP_ID; '' = none), and how often breaches are looked for (SLA_CHECK_EVERY_MS, default 60 s; 0 = off). */
  sla: { staffLineGroupId: string; checkEveryMs: number };
  /**
   * Issue 14 item 3, parcels tracked by themselves: Thailand Post's tracking API at `trackUrl`
   * (THAILAND_POST_TRACK_URL) with the API key `trackKey` (THAILAND_POST_TRACK_KEY; empty: not
   * polled), asked every `pollMs` (PARCELS_TRACK_POLL_MS, 30 min; 0 = off); a case delivered
   * `autoReceiveDays` ago (PARCELS_AUTO_RECEIVE_DAYS, 7) closes itself as received (7).
   */
  parcels: { trackUrl: string; trackKey: string; pollMs: number; autoReceiveDays: number };
  /**
   * Issue 18: a relayed job no worker has settled after this long is looked for in Redis, and
   * queued again if Redis lost it (restarted without its data). OUTBOX_LOST_JOB_AFTER_MS, 15 s.
   */
  lostJobAfterMs: number;
  /** Issue 17 item 2: jobs of each queue one worker runs at once (QUEUE_CONCURRENCY, e.g. line=50,images=1; others 5). */
  queueConcurrency: Record<string, number>;
  /**
   * Issue 18: stored bytes no file row owns are removed once older than `orphanAfterMs`
   * (FILES_ORPHAN_AFTER_MS, 1 h: longer than any upload in flight), looked for every `sweepEveryMs`
   * (FILES_SWEEP_EVERY_MS, 10 min; 0 = never).
   */
  fileSweep: { everyMs: number; orphanAfterMs: number };
  /**
   * The hospital information system (issue 13 item 2). `url` (HIS_URL) is the real HIS's address,
   * null while none is configured; `standIn` is true exactly then: the HIS port is the local
   * stand-in and the api serves the stand-in's own data-entry API and page (/his-stand-in).
   */
  his: { url: string | null; standIn: boolean };
  /** Minutes per patient until there is 14 days of history (QUEUE_DEFAULT_MINUTES_TELE, _BOOKING). */
  queueDefaultMinutes: { tele: number; booking: number };
  /** Issue 15 item 4: the access log names the staff member, not only the role (ACCESS_LOG_SHOW_STAFF_NAMES; default off). */
  accessLogShowStaffNames: boolean;
  /**
   * Issue 28 item 4: the api's event loop blocked this long (ms) fails liveness, logs the
   * request and ends the process for the supervisor to restart (EVENT_LOOP_BLOCK_EXIT_MS,
   * default 5000; 0 = no watchdog).
   */
  eventLoopBlockExitMs: number;
  /** Issue 28: test-only routes (POST /__test/block-event-loop); TEST_HOOKS=1, refused when NODE_ENV=production. */
  testHooks: boolean;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function logLevel(env: NodeJS.ProcessEnv): LogLevel {
  const level = (env.LOG_LEVEL || 'info').toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got ${env.LOG_LEVEL}).`);
  return level;
}

function clockOffsetFile(env: NodeJS.ProcessEnv): string | null {
  if (!env.CLOCK_OFFSET_FILE) return null;
  if (env.NODE_ENV === 'production') throw new Error('CLOCK_OFFSET_FILE moves the clock for tests; it is refused when NODE_ENV=production.');
  return env.CLOCK_OFFSET_FILE;
}

function testHooks(env: NodeJS.ProcessEnv): boolean {
  if (!flag(env.TEST_HOOKS, false)) return false;
  if (env.NODE_ENV === 'production') throw new Error('TEST_HOOKS opens test-only routes; it is refused when NODE_ENV=production.');
  return true;
}

function eventLoopBlockExitMs(env: NodeJS.ProcessEnv): number {
  const value = Number(env.EVENT_LOOP_BLOCK_EXIT_MS || 5000);
  if (!Number.isFinite(value) || value < 0 || (value > 0 && value < 500)) throw new Error(`EVENT_LOOP_BLOCK_EXIT_MS must be 0 (off) or at least 500 ms (got ${env.EVENT_LOOP_BLOCK_EXIT_MS}).`);
  return value;
}

function logFormat(env: NodeJS.ProcessEnv): AppConfig['logFormat'] {
  const format = (env.LOG_FORMAT || '').toLowerCase();
  if (format === 'json' || format === 'pretty') return format;
  if (format) throw new Error(`LOG_FORMAT must be json or pretty (got ${env.LOG_FORMAT}).`);
  return process.stdout.isTTY ? 'pretty' : 'json';
}

const DEFAULT_TELE_HOSPITAL_NAME = 'ศูนย์โรคผิวหนังเขตร้อนภาคใต้ จังหวัดตรัง';
/** Issue 32 item 7: the demo's address and tax ID on its receipts (the tax ID's check digit is right; it is no real hospital's). */
export const DEMO_HOSPITAL_ADDRESS = 'เลขที่ 99 ถนนพัทลุง ตำบลทับเที่ยง อำเภอเมืองตรัง จังหวัดตรัง 92000';
export const DEMO_HOSPITAL_TAX_ID = '0994000999992';

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set; see README (the launcher sets it on the embedded default).`);
  return value;
}

function videoConfig(env: NodeJS.ProcessEnv): VideoConfig {
  const provider = (env.VIDEO_PROVIDER || 'webrtc') as VideoProviderKind;
  if (!['webrtc', 'opentok', 'jwt'].includes(provider)) throw new Error(`VIDEO_PROVIDER must be webrtc, opentok or jwt (got ${provider}).`);
  const video: VideoConfig = {
    provider,
    iceServers: (env.VIDEO_ICE_SERVERS || '')
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean)
      .map((u) => ({ urls: [u], ...(env.VIDEO_ICE_USERNAME ? { username: env.VIDEO_ICE_USERNAME, credential: env.VIDEO_ICE_CREDENTIAL || '' } : {}) })),
    opentok: { apiKey: env.OPENTOK_API_KEY || '', apiSecret: env.OPENTOK_API_SECRET || '', apiUrl: env.OPENTOK_API_URL || 'https://api.opentok.com' },
    jwt: {
      host: (env.VIDEO_JWT_HOST || '').replace(/\/+$/, ''),
      secret: env.VIDEO_JWT_SECRET || '',
      appId: env.VIDEO_JWT_APP_ID || '',
      audience: env.VIDEO_JWT_AUDIENCE || 'jitsi',
    },
  };
  if (provider === 'opentok' && (!video.opentok.apiKey || !video.opentok.apiSecret)) {
    throw new Error('VIDEO_PROVIDER=opentok needs OPENTOK_API_KEY and OPENTOK_API_SECRET.');
  }
  if (provider === 'jwt' && (!video.jwt.host || !video.jwt.secret || !video.jwt.appId)) {
    throw new Error('VIDEO_PROVIDER=jwt needs VIDEO_JWT_HOST, VIDEO_JWT_SECRET and VIDEO_JWT_APP_ID.');
  }
  return video;
}

/** HIS_URL names the real HIS; its HTTP adapter is not built yet, so a set HIS_URL stops the start rather than leave costs unreachable. */
function hisConfig(env: NodeJS.ProcessEnv): AppConfig['his'] {
  const url = (env.HIS_URL || '').replace(/\/+$/, '') || null;
  if (url) throw new Error('HIS_URL is set, but the HIS HTTP adapter is not part of this release: leave HIS_URL empty to use the built-in HIS stand-in.');
  return { url, standIn: true };
}

/** Issue 31 item 3: LINE_DATA_API_URL, else LINE's data host beside LINE's api, else LINE_API_URL (a stand-in serves both). */
function lineDataApiUrl(env: NodeJS.ProcessEnv): string {
  if (env.LINE_DATA_API_URL) return env.LINE_DATA_API_URL;
  const api = env.LINE_API_URL || 'https://api.line.me';
  return /^https:\/\/api\.line\.me\/?$/.test(api) ? 'https://api-data.line.me' : api;
}

/** PUBLIC_BASE_URL, or the api's own address; an absolute http(s) URL without a trailing slash. */
function publicBaseUrl(env: NodeJS.ProcessEnv): string {
  const host = env.HOST ?? '0.0.0.0';
  const browsable = ['', '0.0.0.0', '::', '[::]'].includes(host) ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  const value = (env.PUBLIC_BASE_URL || `http://${browsable}:${env.PORT ?? 3000}`).replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_BASE_URL must be an absolute http(s) address (got ${env.PUBLIC_BASE_URL}).`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_BASE_URL must be an http(s) address (got ${env.PUBLIC_BASE_URL}).`);
  return value;
}

/** REDIS_SENTINELS (checked by the settings schema) with the master's name; it needs REDIS_URL. */
function redisSentinel(env: NodeJS.ProcessEnv): RedisSentinelConfig | null {
  if (!env.REDIS_SENTINELS) return null;
  if (!env.REDIS_URL) {
    throw new SettingsError('Settings are wrong: REDIS_SENTINELS needs REDIS_URL as well (e.g. redis://:password@mymaster/0): its password, database and TLS are the master\'s, its host is the sentinels\' to say. See .env.example.');
  }
  return { sentinels: parseRedisSentinels(env.REDIS_SENTINELS), name: env.REDIS_SENTINEL_NAME || 'mymaster', password: env.REDIS_SENTINEL_PASSWORD || null };
}

/** An S3-compatible bucket (FILES_STORE=s3; the settings' meanings are in .env.example). */
export interface S3Config {
  bucket: string;
  /** null: AWS itself, by region. */
  endpoint: string | null;
  region: string;
  /** null (both): the SDK's own credential chain (an instance or pod role on AWS). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
  /** A missing bucket is created at start (S3_CREATE_BUCKET; default on outside production), else the start stops naming it. */
  createBucket: boolean;
}

/**
 * The S3 settings, with the rule no single setting can check: a bucket, and credentials in a
 * pair (required with S3_ENDPOINT: only AWS itself can lend a process a role). Also what
 * `npm run files:move-to-s3` reads.
 */
export function s3Config(env: NodeJS.ProcessEnv): S3Config {
  const problems: string[] = [];
  if (!env.S3_BUCKET) problems.push('S3_BUCKET is required with FILES_STORE=s3');
  const accessKeyId = env.S3_ACCESS_KEY_ID || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || null;
  if (!accessKeyId !== !secretAccessKey) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  else if (!accessKeyId && env.S3_ENDPOINT) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_ENDPOINT');
  if (problems.length) throw new SettingsError(`Settings are wrong: ${problems.join('; ')}. See .env.example.`);
  return {
    bucket: env.S3_BUCKET!,
    endpoint: (env.S3_ENDPOINT || '').replace(/\/+$/, '') || null,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    // MinIO and most S3-compatible services answer on one host: path style there by default.
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, Boolean(env.S3_ENDPOINT)),
    createBucket: flag(env.S3_CREATE_BUCKET, env.NODE_ENV !== 'production'),
  };
}

/** TRUST_PROXY as a number of proxy hops: a flag means one, digits that many (checked by the settings schema). */
function proxyHops(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  if (/^\d+$/.test(value)) return Number(value);
  return flag(value, false) ? 1 : 0;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  checkSettings(env); // issue 29 item 3: a wrong value stops the start, naming the setting
  const redisUrl = env.REDIS_URL || null;
  const jwtSecret = required(env, 'JWT_SECRET');
  if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters.');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: required(env, 'DATABASE_URL'),
    databasePoolMax: Math.max(1, Number(env.DATABASE_POOL_MAX) || 20), // DEFAULT_DATABASE_POOL_MAX
    databaseReadUrl: env.DATABASE_READ_URL || null,
    redisUrl,
    redisSentinel: redisSentinel(env),
    redisPrefix: env.REDIS_PREFIX || 'skin',
    busDriver: redisUrl ? 'bullmq' : 'in-process',
    jwtSecret,
    jwtTtlSeconds: Number(env.JWT_TTL_SECONDS ?? 12 * 3600),
    demoMode: flag(env.DEMO_MODE, false),
    demoCases: flag(env.DEMO_CASES, flag(env.DEMO_MODE, false)),
    teleHospitalName: env.TELE_HOSPITAL_NAME || DEFAULT_TELE_HOSPITAL_NAME,
    publicBaseUrl: publicBaseUrl(env),
    webDist: env.WEB_DIST || null,
    filesDir: path.resolve(env.FILES_DIR || path.join(env.DATA_DIR || '.data', 'files')),
    filesStore: env.FILES_STORE === 's3' ? 's3' : 'disk',
    s3: env.FILES_STORE === 's3' ? s3Config(env) : null,
    migrateOnStart: flag(env.MIGRATE_ON_START, true),
    loginRateLimit: {
      max: Number(env.LOGIN_RATE_LIMIT_MAX ?? 10),
      windowMs: Number(env.LOGIN_RATE_LIMIT_WINDOW_MS ?? 5 * 60_000),
      perAddressMax: Number(env.LOGIN_RATE_LIMIT_PER_ADDRESS_MAX || 3 * Number(env.LOGIN_RATE_LIMIT_MAX ?? 10)),
    },
    links: {
      facebook: env.LINK_FACEBOOK || 'https://www.facebook.com/',
      website: env.LINK_WEBSITE || 'https://www.moph.go.th/',
    },
    vaccineLinks: {
      certUrl: env.VACCINE_CERT_URL || 'https://mohpromt.moph.go.th/',
      reportUrl: env.VACCINE_REPORT_URL || 'https://www.moph.go.th/',
    },
    vaccineLookupRateLimit: {
      max: Number(env.VACCINE_LOOKUP_RATE_LIMIT_MAX ?? 60),
      windowMs: Number(env.VACCINE_LOOKUP_RATE_LIMIT_WINDOW_MS ?? 60_000),
      // issue 18 finding 4: calls about one national ID, whichever address asks
      perIdMax: Number(env.VACCINE_CID_RATE_LIMIT_MAX ?? 30),
      perIdWindowMs: Number(env.VACCINE_CID_RATE_LIMIT_WINDOW_MS ?? 3_600_000),
      // issue 28 item 5: failed birth-date proofs, per client address and child (a right one never counts)
      guessMax: Number(env.VACCINE_BIRTHDATE_GUESS_MAX ?? 5),
      // issue 34: the address's own count over all children (CGNAT: parents share an address)
      guessAddressMax: Number(env.VACCINE_BIRTHDATE_GUESS_ADDRESS_MAX ?? 10 * Number(env.VACCINE_BIRTHDATE_GUESS_MAX ?? 5)),
      guessWindowMs: Number(env.VACCINE_BIRTHDATE_GUESS_WINDOW_MS ?? 900_000),
    },
    trustProxy: proxyHops(env.TRUST_PROXY),
    logs: env.LOG_LEVEL !== 'silent',
    logLevel: logLevel(env),
    logFormat: logFormat(env),
    metricsToken: env.METRICS_TOKEN || null,
    clockOffsetFile: clockOffsetFile(env),
    line: {
      apiBaseUrl: env.LINE_API_URL || 'https://api.line.me',
      dataApiBaseUrl: lineDataApiUrl(env),
      contactUri: env.LINE_CONTACT_URI || env.LINK_WEBSITE || 'https://www.moph.go.th/',
      loginChannelId: env.LINE_LOGIN_CHANNEL_ID || '',
      messagingToken: env.LINE_CHANNEL_ACCESS_TOKEN || '',
      channelSecret: env.LINE_CHANNEL_SECRET || '',
      monthlyQuota: Number(env.LINE_MONTHLY_QUOTA ?? 0),
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
    video: videoConfig(env),
    payments: {
      promptPayId: (env.PROMPTPAY_ID || '').replace(/[^0-9]/g, ''),
      promptPayBillerId: (env.PROMPTPAY_BILLER_ID || '').replace(/[^0-9]/g, ''),
      receiverName: env.PROMPTPAY_RECEIVER_NAME || env.TELE_HOSPITAL_NAME || DEFAULT_TELE_HOSPITAL_NAME,
      slipVerifyUrl: (env.SLIP_VERIFY_URL || '').replace(/\/+$/, ''),
      slipVerifyToken: env.SLIP_VERIFY_TOKEN || '',
    },
    hospital: {
      name: env.HOSPITAL_NAME || env.TELE_HOSPITAL_NAME || DEFAULT_TELE_HOSPITAL_NAME,
      address: env.HOSPITAL_ADDRESS || DEMO_HOSPITAL_ADDRESS,
      taxId: env.HOSPITAL_TAX_ID || DEMO_HOSPITAL_TAX_ID,
    },
    hisCostsPollMs: Number(env.HIS_COSTS_POLL_MS ?? 15_000),
    sla: { staffLineGroupId: env.STAFF_LINE_GROUP_ID || '', checkEveryMs: Number(env.SLA_CHECK_EVERY_MS ?? 60_000) },
    parcels: {
      trackUrl: (env.THAILAND_POST_TRACK_URL || 'https://trackapi.thailandpost.co.th').replace(/\/+$/, ''),
      trackKey: env.THAILAND_POST_TRACK_KEY || '',
      pollMs: Number(env.PARCELS_TRACK_POLL_MS ?? 1_800_000),
      autoReceiveDays: Number(env.PARCELS_AUTO_RECEIVE_DAYS ?? 7),
    },
    lostJobAfterMs: Number(env.OUTBOX_LOST_JOB_AFTER_MS ?? 15_000),
    queueConcurrency: queueConcurrencyOf(env.QUEUE_CONCURRENCY),
    fileSweep: { everyMs: Number(env.FILES_SWEEP_EVERY_MS ?? 600_000), orphanAfterMs: Number(env.FILES_ORPHAN_AFTER_MS ?? 3_600_000) },
    his: hisConfig(env),
    queueDefaultMinutes: {
      tele: Number(env.QUEUE_DEFAULT_MINUTES_TELE ?? 15),
      booking: Number(env.QUEUE_DEFAULT_MINUTES_BOOKING ?? 10),
    },
    accessLogShowStaffNames: flag(env.ACCESS_LOG_SHOW_STAFF_NAMES, false),
    eventLoopBlockExitMs: eventLoopBlockExitMs(env),
    testHooks: testHooks(env),
  };
}
