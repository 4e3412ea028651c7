/**
 * Every setting the product reads, from the environment (listed in README and .env.example).
 * Built once at start-up; nothing else reads process.env.
 */
export type BusDriverKind = 'bullmq' | 'in-process';

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
  };
}
