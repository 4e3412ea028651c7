// Issue 18 (Faults survived, PostgreSQL restarted): while PostgreSQL is away a call answers 503
// with a Thai message (nothing was saved; try again), never 500; and the relay's LISTEN
// connection comes back by itself (before, an error on it was only logged, and realtime fell
// back to the one-second sweep for good). `npm run chaos` restarts a real PostgreSQL; here the
// server's own "terminating connection" and a refused connection are the real errors.
import { ArgumentsHost } from '@nestjs/common';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { MESSAGES } from '../../rules/src/index.js';
import { HttpExceptionFilter, isDatabaseUnavailable } from '../src/index.js';
import { freePort } from '../src/infra/index.js';
import { OUTBOX_CHANNEL } from '../src/bus/outbox.service.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';

describe('database-restart', () => {
  let app: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    app = await startTestApp();
    db = app.api.get(DataSource);
  });
  afterAll(async () => app?.close());

  /** What a pg client gets when its server goes away: its backend terminated by the server. */
  async function terminatedError(): Promise<unknown> {
    const client = new pg.Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
    client.on('error', () => undefined);
    await client.connect();
    const [{ pid }] = (await client.query('SELECT pg_backend_pid() AS pid')).rows;
    await db.query('SELECT pg_terminate_backend($1)', [pid]);
    const error = await client.query('SELECT 1').then(() => null, (e: unknown) => e);
    await client.end().catch(() => undefined);
    return error;
  }

  async function refusedError(): Promise<unknown> {
    const client = new pg.Client({ connectionString: `postgres://x:y@127.0.0.1:${await freePort()}/none` });
    return client.connect().then(() => null, (e: unknown) => e);
  }

  function answerOf(exception: unknown): { status: number; body: unknown } {
    const answer = { status: 0, body: undefined as unknown };
    const reply = { status: (s: number) => ((answer.status = s), reply), send: (b: unknown) => void (answer.body = b) };
    const host = { getType: () => 'http', switchToHttp: () => ({ getResponse: () => reply }) } as unknown as ArgumentsHost;
    new HttpExceptionFilter().catch(exception, host);
    return answer;
  }

  it('answers 503 with a Thai message while PostgreSQL is away, and 500 for anything else', async () => {
    const away = [await terminatedError(), await refusedError()];
    for (const error of away) {
      expect(error).toBeTruthy();
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(answerOf(error)).toEqual({ status: 503, body: { statusCode: 503, message: MESSAGES.databaseUnavailable } });
    }
    const broken = await db.query('SELECT * FROM no_such_table').then(() => null, (e: unknown) => e);
    expect(isDatabaseUnavailable(broken)).toBe(false);
    expect(answerOf(broken)).toEqual({ status: 500, body: { statusCode: 500, message: MESSAGES.serverError } });
  });

  it('opens the relay’s LISTEN connection again when PostgreSQL drops it', async () => {
    const listeners = async (): Promise<number[]> =>
      (await db.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = $1`, [`LISTEN ${OUTBOX_CHANNEL}`])).map(
        (r: { pid: number }) => r.pid,
      );
    const [before] = await eventually(async () => ((await listeners()).length === 1 ? listeners() : undefined));
    await db.query('SELECT pg_terminate_backend($1)', [before]);
    const after = await eventually(async () => {
      const pids = await listeners();
      return pids.length === 1 && pids[0] !== before ? pids : undefined;
    }, 20_000);
    expect(after).toHaveLength(1);

    // And it wakes the relay again: a committed row goes out at once, not at the next sweep.
    const [{ id }] = await db.query(`INSERT INTO outbox (kind, name, payload, rooms) VALUES ('realtime', 'ping', '{}', '{board:admin}') RETURNING id`);
    await db.query(`SELECT pg_notify($1, '')`, [OUTBOX_CHANNEL]);
    await eventually(async () => (await db.query(`SELECT relayed_at FROM outbox WHERE id = $1`, [id]))[0].relayed_at ?? undefined, 5_000);
  }, 40_000);
});
