// The api and (optionally) the worker built in this test process from source, listening on
// a free port, against their own database and Redis prefix: for server integration tests.
import { rm } from 'node:fs/promises';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { BullMqTransport, JobTransport, loadConfig, writeClockOffset, type AppConfig } from '../libs/core/src/index.js';
import { createApi } from '../apps/api/src/create-api.js';
import { createWorker } from '../apps/worker/src/create-worker.js';
import { DEMO_PASSWORD } from '../libs/identity/src/demo/demo-accounts.js';
import { freePort } from '../libs/core/src/infra/index.js';
import { startStandIns, type StandIns } from '../libs/integrations/src/stand-ins/index.js';
import { answerChecker } from './answer-schemas.js';
import { testEnvironment } from './test-env.js';

export interface TestApp {
  api: NestFastifyApplication;
  worker: INestApplicationContext | null;
  config: AppConfig;
  baseUrl: string;
  request(method: string, path: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<{ status: number; body: any }>;
  login(login: string, password?: string): Promise<{ token: string; userID: string; role: string | null }>;
  /** The api's own BullMQ queue (same connection and prefix as production). */
  queue(name: string): Queue;
  /** The LINE platform and ThaiD issuer stand-ins this app talks to. */
  standIns: StandIns;
  /** Issue 14: moves this app's clock (api and worker) to system time + offsetMs (core's Clock). */
  moveClock(offsetMs: number): void;
  close(): Promise<void>;
}

/**
 * `checkAnswers` (issue 30 item 2): each 2xx JSON answer `request` gets is checked against the
 * schema its call documents (test/answer-schemas.ts); a mismatch fails the request. On unless
 * `checkAnswers: false` or CHECK_ANSWERS=0.
 *
 * `appointmentLimits` (issue 32 item 4): the tests of other features book three years ahead, out
 * of reach of today's clock rules, and one patient books many times; they run with a horizon of
 * 3660 days and 50 future clinic bookings (TEST_APPOINTMENT_LIMITS). 'product' keeps the
 * migration's defaults (60 days, 3 bookings): the limits' own tests.
 */
export const TEST_APPOINTMENT_LIMITS = { horizonDays: 3660, maxFutureClinicBookings: 50 } as const;

export async function startTestApp(
  options: { worker?: boolean; env?: Record<string, string | undefined>; checkAnswers?: boolean; appointmentLimits?: 'product' | 'wide' } = {},
): Promise<TestApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const standIns = await startStandIns({ webOrigins: [baseUrl] });
  const env = await testEnvironment({ PORT: String(port), HOST: '127.0.0.1', ...standIns.env, ...options.env });
  const config = loadConfig(env);
  const api = await createApi(config);
  if (options.appointmentLimits !== 'product') {
    await api.get(DataSource).query(`UPDATE appointment_settings SET horizon_days = $1, max_future_clinic_bookings = $2`, [
      TEST_APPOINTMENT_LIMITS.horizonDays,
      TEST_APPOINTMENT_LIMITS.maxFutureClinicBookings,
    ]);
  }
  await api.listen(port, '127.0.0.1');
  standIns.line.webhookUrl = `${baseUrl}/api/line/webhook`; // issue 31: LINE's webhook events go to this api
  const worker = options.worker && config.redisUrl ? await createWorker(config) : null;
  const answers = (options.checkAnswers ?? process.env.CHECK_ANSWERS !== '0') ? answerChecker(api) : null;

  const request: TestApp['request'] = async (method, path, { token, body, headers } = {}) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    if (answers && /json/.test(res.headers.get('content-type') ?? '')) await answers.check(method, path, res.status, parsed);
    return { status: res.status, body: parsed };
  };

  return {
    api,
    worker,
    config,
    baseUrl,
    request,
    async login(login, password = DEMO_PASSWORD) {
      const res = await request('POST', '/api/v1/identity/login', { body: { email: login, password } });
      if (res.status !== 200) throw new Error(`login ${login}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    queue(name) {
      const transport = api.get(JobTransport);
      if (!(transport instanceof BullMqTransport)) throw new Error('This test app runs without Redis');
      return transport.queues.get(name)!;
    },
    standIns,
    moveClock: (offsetMs) => writeClockOffset(config.clockOffsetFile!, offsetMs),
    async close() {
      await worker?.close();
      await api.close();
      await standIns.stop();
      await rm(config.filesDir, { recursive: true, force: true });
      if (config.clockOffsetFile) await rm(config.clockOffsetFile, { force: true });
    },
  };
}

/** The demo people the integration tests sign in as, by a short name. */
export const DEMO_LOGINS = {
  somchai: '1103702071811',
  malee: '3100600445635',
  admin: 'admin@demo.skin.go.th',
  nurse: 'nurse@demo.skin.go.th',
  finance: 'finance@demo.skin.go.th',
  shipping: 'shipping@demo.skin.go.th',
  network: 'network@demo.skin.go.th',
} as const;

export type Session = { token: string; userID: string; role: string | null };

/** Signs each named demo person in, in order (the login rate limit counts them). */
export async function signInAll(app: TestApp, names: ReadonlyArray<keyof typeof DEMO_LOGINS>): Promise<Record<string, Session>> {
  const sessions: Record<string, Session> = {};
  for (const name of names) sessions[name] = await app.login(DEMO_LOGINS[name]);
  return sessions;
}

/** Polls until `check` returns a value (not undefined/false) or the time runs out. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
