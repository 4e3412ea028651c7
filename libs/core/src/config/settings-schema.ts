import { z } from 'zod';
import { parseRedisSentinels } from '../infra/redis-connection.js';

/**
 * Issue 29 item 3: the settings from the environment, checked by one schema before anything
 * starts. A wrong value (`PORT=abc`, `LOGIN_RATE_LIMIT_MAX=ten`, `JWT_TTL_SECONDS=1h`) stops the
 * api and the worker at once, naming every wrong setting and what it expects — before, such a
 * value became NaN without a word. loadConfig (app-config.ts) builds the config from the
 * checked values; the settings' meanings are in .env.example.
 */

const MS_DAY = 86_400_000;

const text = (expects: string, test: (v: string) => boolean) => z.string().refine(test, { message: expects });

/** A whole number in [min, max], written as digits only (no spaces, units or signs). */
const whole = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  text(`a whole number from ${min} to ${max}`, (v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max);

/** 0 (never) or a whole number of milliseconds from `min` to `max`: how often a background job runs. */
const everyMs = (min: number, max: number) =>
  text(`0 (never) or a whole number of milliseconds from ${min} to ${max}`, (v) => /^\d+$/.test(v) && (Number(v) === 0 || (Number(v) >= min && Number(v) <= max)));

const FLAG_WORDS = ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'];
const flag = text(`one of ${FLAG_WORDS.join(', ')}`, (v) => FLAG_WORDS.includes(v.toLowerCase()));

const url = (protocols: string[]) =>
  text(`an address starting with ${protocols.map((p) => `${p}//`).join(' or ')}`, (v) => {
    try {
      return protocols.includes(new URL(v).protocol);
    } catch {
      return false;
    }
  });

/** REDIS_SENTINELS: host:port pairs, at least one (parsed as redis-connection.ts parses them). */
const sentinelList = (v: string) => {
  try {
    return parseRedisSentinels(v).length > 0;
  } catch {
    return false;
  }
};

const oneOf = (values: readonly string[]) => text(`one of ${values.join(', ')}`, (v) => values.includes(v));


/** Every setting that has a shape to check; an unset or empty one takes its default. */
export const SETTINGS = {
  PORT: whole(0, 65535),
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  DATABASE_POOL_MAX: whole(1, 1000),
  DATABASE_READ_URL: url(['postgres:', 'postgresql:']),
  REDIS_URL: url(['redis:', 'rediss:']),
  REDIS_SENTINELS: text('a comma-separated list of host:port (the sentinels)', sentinelList),
  REDIS_SENTINEL_NAME: text('the master name the sentinels watch (letters, digits, . _ -)', (v) => /^[\w.-]+$/.test(v)),
  JWT_TTL_SECONDS: whole(60, 30 * 86_400),
  DEMO_MODE: flag,
  DEMO_CASES: flag,
  MIGRATE_ON_START: flag,
  TRUST_PROXY: text(`one of ${FLAG_WORDS.join(', ')}, or the number of proxies in front of the api (1 to 5)`, (v) => FLAG_WORDS.includes(v.toLowerCase()) || /^[1-5]$/.test(v)),
  LIFF_MOCK: flag,
  LINE_LEGACY_USERID_LOGIN: flag,
  LINE_MONTHLY_QUOTA: whole(0), // issue 31 item 5
  LINE_CHANNEL_SECRET: text('the channel secret: 32 hexadecimal characters', (v) => /^[0-9a-f]{32}$/i.test(v)), // issue 31 item 1
  ACCESS_LOG_SHOW_STAFF_NAMES: flag,
  TEST_HOOKS: flag,
  LOGIN_RATE_LIMIT_MAX: whole(1, 1_000_000),
  LOGIN_RATE_LIMIT_WINDOW_MS: whole(1000, MS_DAY),
  LOGIN_RATE_LIMIT_PER_ADDRESS_MAX: whole(1, 1_000_000),
  VACCINE_LOOKUP_RATE_LIMIT_MAX: whole(1, 1_000_000),
  VACCINE_LOOKUP_RATE_LIMIT_WINDOW_MS: whole(1000, MS_DAY),
  VACCINE_CID_RATE_LIMIT_MAX: whole(1, 1_000_000),
  VACCINE_CID_RATE_LIMIT_WINDOW_MS: whole(1000, MS_DAY),
  VACCINE_BIRTHDATE_GUESS_MAX: whole(1, 1_000_000),
  VACCINE_BIRTHDATE_GUESS_WINDOW_MS: whole(1000, MS_DAY),
  HIS_COSTS_POLL_MS: everyMs(100, MS_DAY),
  SLA_CHECK_EVERY_MS: everyMs(100, MS_DAY),
  PARCELS_TRACK_POLL_MS: everyMs(100, MS_DAY),
  PARCELS_AUTO_RECEIVE_DAYS: whole(1, 365),
  OUTBOX_LOST_JOB_AFTER_MS: whole(100, MS_DAY),
  FILES_SWEEP_EVERY_MS: everyMs(100, MS_DAY),
  FILES_ORPHAN_AFTER_MS: whole(1000, 30 * MS_DAY),
  // Issue 29 item 2: files on the local disk or in an S3-compatible bucket (app-config.ts's s3Config: FILES_STORE=s3 needs S3_BUCKET and credentials).
  FILES_STORE: oneOf(['disk', 's3']),
  S3_BUCKET: text('a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens', (v) => /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v)),
  S3_ENDPOINT: url(['http:', 'https:']),
  S3_REGION: text('a region name such as us-east-1 or ap-southeast-7', (v) => /^[a-z0-9][a-z0-9-]{0,62}$/.test(v)),
  S3_FORCE_PATH_STYLE: flag,
  S3_CREATE_BUCKET: flag,
  QUEUE_DEFAULT_MINUTES_TELE: whole(1, 600),
  QUEUE_DEFAULT_MINUTES_BOOKING: whole(1, 600),
  WORKER_HEALTH_PORT: whole(0, 65535),
  LOG_FORMAT: oneOf(['json', 'pretty']),
  VIDEO_PROVIDER: oneOf(['webrtc', 'opentok', 'jwt']),
  PUBLIC_BASE_URL: url(['http:', 'https:']),
  SLIP_VERIFY_URL: url(['http:', 'https:']),
  LINE_API_URL: url(['http:', 'https:']),
  LINE_DATA_API_URL: url(['http:', 'https:']), // issue 31 item 3: rich menu images
  LINE_CONTACT_URI: url(['tel:', 'http:', 'https:']), // issue 31 item 3: the guest menu's contact tile
  THAID_ISSUER: url(['http:', 'https:']),
  THAILAND_POST_TRACK_URL: url(['http:', 'https:']),
  HOSPITAL_TAX_ID: text('the 13-digit tax ID', (v) => /^\d{13}$/.test(v)), // issue 32 item 7: printed on receipts
  PROMPTPAY_BILLER_ID: text('a biller ID: the 13-digit tax ID and a 2-digit suffix (15 digits)', (v) => /^\d{15}$/.test(v.replace(/[\s-]/g, ''))), // issue 32 item 7
} as const;

/** Settings a production start (NODE_ENV=production) cannot do without. */
export const REQUIRED_IN_PRODUCTION = ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET'] as const;

/** Thrown when settings are wrong: its message names each one and what it expects. */
export class SettingsError extends Error {}

/** Checks the environment's settings; throws a SettingsError listing every wrong one. */
export function checkSettings(env: NodeJS.ProcessEnv): void {
  const problems: string[] = [];
  for (const [name, schema] of Object.entries(SETTINGS)) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    const result = schema.safeParse(value);
    if (!result.success) problems.push(`${name} must be ${result.error.issues[0].message} (got '${value}')`);
  }
  if (env.NODE_ENV === 'production') {
    for (const name of REQUIRED_IN_PRODUCTION) if (!env[name]) problems.push(`${name} is required in production`);
  }
  if (problems.length) throw new SettingsError(`Settings are wrong: ${problems.join('; ')}. See .env.example.`);
}
