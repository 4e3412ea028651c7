// Issue 29 item 6: DATABASE_READ_URL sends the heavy reads (reports, patient search, the boards'
// lists) to a streaming replica — here a REAL one: an embedded PostgreSQL of this test's own as
// the primary, and a base backup of it started as a hot standby that streams from it
// (test/pg-standby.ts). The proof that the report is read on the standby: with the standby's
// replay paused, a case written on the primary is missing from the report (and is there once
// replay resumes) — a report read on the primary would show it at once. Reads right after a
// write stay correct: a board (a fresh read) shows the case even while the standby is behind.
// With the standby stopped, reads go to the primary and /api/health stays ready.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { ReadDatabase } from '../src/index.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/infra/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { startStandby, waitForReplay, waitForStreaming, type Standby } from '../../../test/pg-standby.js';
import { RANGE, seedReportCases } from '../../../test/reports-fixture.js';

describe('read-replica', () => {
  jest.setTimeout(120_000);

  let tmp: string;
  let primary: EmbeddedDatabase;
  let standby: Standby;
  let app: TestApp;
  let admin: string;
  let nurse: string;
  let somchai: string;

  const RANGED = `?from=${RANGE.from}&to=${RANGE.to}`;
  const report = () => app.request('GET', `/api/v1/data/report${RANGED}`, { token: admin });
  const board = () => app.request('GET', `/api/v1/tele?AppointDatetime=${RANGE.from}`, { token: nurse });
  const reads = () => app.api.get(ReadDatabase);

  /** One query on a server of its own connection. */
  async function sql<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'skin-replica-'));
    chmodSync(tmp, 0o755); // the `postgres` user must reach the data folders when we run as root
    const primaryDir = path.join(tmp, 'primary');
    primary = await startEmbeddedPostgres({ dataDir: primaryDir, password: 'replica-test-password', persistent: false });
    standby = await startStandby({ primaryAdminUrl: primary.urlFor('postgres'), primaryDataDir: primaryDir, dataDir: path.join(tmp, 'standby'), database: 'hospital' });
    await waitForStreaming(primary.urlFor('postgres'));
    app = await startTestApp({ env: { DATABASE_URL: primary.url, DATABASE_READ_URL: standby.url } });
    admin = (await app.login('admin@demo.skin.go.th')).token;
    nurse = (await app.login('nurse@demo.skin.go.th')).token;
    const tele = await app.login('telehospital@demo.skin.go.th');
    await seedReportCases(app, tele.userID);
    somchai = (await app.api.get(DataSource).query(`SELECT id FROM users WHERE id_card = '1103702071811'`))[0].id;
    await waitForReplay(primary.url, standby.url);
  });

  afterAll(async () => {
    await app?.close();
    await standby?.remove();
    await primary?.stop();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('the standby is a real streaming replica: read-only, in recovery, fed by the primary', async () => {
    expect(await sql(standby.url, 'SELECT pg_is_in_recovery() AS recovery')).toEqual([{ recovery: true }]);
    expect(await sql(primary.urlFor('postgres'), `SELECT state FROM pg_stat_replication`)).toEqual([{ state: 'streaming' }]);
    await expect(sql(standby.url, `CREATE TABLE nope (id int)`)).rejects.toThrow(/read-only transaction/);
    // The api's read connection is the standby's: the same question through ReadDatabase.
    expect(await reads().rows('SELECT pg_is_in_recovery() AS recovery')).toEqual([{ recovery: true }]);
    expect((await app.request('GET', '/api/health')).body).toEqual({ status: 'ok', database: 'up', redis: 'up', relay: 'listening', readReplica: 'up' });
  });

  it('reads the report from the standby: a case the standby has not replayed yet is not in it, until it is', async () => {
    expect((await report()).body.totalCount).toBe(4);
    await sql(standby.url, 'SELECT pg_wal_replay_pause()');
    await eventually(async () => (await sql<{ state: string }>(standby.url, 'SELECT pg_get_wal_replay_pause_state() AS state'))[0].state === 'paused');

    // A fifth case of the range, written on the primary (through the app's own DataSource).
    const [{ id: fifth }] = await app.api.get(DataSource).query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, description, flow_status, created_by)
     VALUES ($1, 1, 4, $2, '15:00', 'replica', 0, $1) RETURNING id`,
      [somchai, RANGE.from],
    );
    expect(await sql(primary.url, `SELECT count(*)::int AS n FROM tele_requests WHERE appoint_date BETWEEN $1 AND $2`, [RANGE.from, RANGE.to])).toEqual([{ n: 5 }]);

    const before = { ...reads().counts };
    const paused = await report();
    expect(paused.status).toBe(200);
    expect(paused.body.totalCount).toBe(4); // read on the standby, which has not seen the fifth case
    expect(paused.body.data.map((r: { teleID: string }) => r.teleID)).not.toContain(fifth);
    expect(reads().counts.replica).toBeGreaterThan(before.replica);
    expect(reads().counts.fellBack).toBe(before.fellBack);

    // A board refetched after a change (a fresh read) is never behind it: the standby has not
    // replayed the case, so the read waits a moment and then goes to the primary.
    const fresh = await board();
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.map((r: { teleID: string }) => r.teleID)).toContain(fifth);
    expect(reads().counts.fellBack).toBeGreaterThan(before.fellBack);

    await sql(standby.url, 'SELECT pg_wal_replay_resume()');
    await waitForReplay(primary.url, standby.url);
    const resumed = await report();
    expect(resumed.body.totalCount).toBe(5);
    expect(resumed.body.data.map((r: { teleID: string }) => r.teleID)).toContain(fifth);

    // Caught up, the board reads the standby too.
    await waitForReplay(primary.url, standby.url);
    const onStandby = { ...reads().counts };
    expect((await board()).body.data.map((r: { teleID: string }) => r.teleID)).toContain(fifth);
    expect(reads().counts.replica).toBe(onStandby.replica + 2); // its rows and its counts
    expect(reads().counts.fellBack).toBe(onStandby.fellBack);
  });

  it('writes still go to the primary (the audit of a report read is written there); the patient search reads the standby', async () => {
    const audits = async () => (await sql<{ n: number }>(primary.url, `SELECT count(*)::int AS n FROM outbox WHERE name = 'audit.patientAccess'`))[0].n;
    const before = await audits();
    expect((await report()).status).toBe(200); // Admin sees names: one audit row per patient, in a transaction on the primary
    expect(await audits()).toBeGreaterThan(before);
    // And the patient search (a fresh read) answers from the standby.
    const replicaReads = reads().counts.replica;
    const found = await app.request('GET', `/api/v1/user?Keyword=${encodeURIComponent('สมชาย')}`, { token: admin });
    expect(found.status).toBe(200);
    expect(found.body.totalCount).toBeGreaterThan(0);
    expect(reads().counts.replica).toBeGreaterThan(replicaReads);
  });

  it('with the standby stopped, the reads go to the primary and the api stays ready; they come back to it when it is back', async () => {
    await standby.stop();
    const before = { ...reads().counts };
    const res = await report();
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBe(5);
    expect(reads().counts.fellBack).toBeGreaterThan(before.fellBack);
    expect((await board()).status).toBe(200);
    expect((await app.request('GET', `/api/v1/user?Keyword=${encodeURIComponent('สมชาย')}`, { token: admin })).status).toBe(200);
    const health = await app.request('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok', database: 'up', redis: 'up', relay: 'listening', readReplica: 'down' });

    await standby.start();
    await waitForStreaming(primary.urlFor('postgres'));
    // After REPLICA_RETRY_AFTER_MS the next read tries the standby again and stays there.
    await eventually(async () => {
      const replica = reads().counts.replica;
      expect((await report()).body.totalCount).toBe(5);
      return reads().counts.replica > replica;
    }, 20_000);
    expect((await app.request('GET', '/api/health')).body.readReplica).toBe('up');
    // And an operator sees where the heavy reads went (GET /metrics answers loopback).
    const metrics = await (await fetch(`${app.baseUrl}/metrics`)).text();
    const counts = reads().counts;
    expect(metrics).toContain(`hospital_heavy_reads{on="replica"} ${counts.replica}`);
    expect(metrics).toContain(`hospital_heavy_reads{on="primary"} ${counts.primary}`);
    expect(metrics).toContain(`hospital_heavy_reads{on="fell_back"} ${counts.fellBack}`);
    expect(counts.fellBack).toBeGreaterThan(0);
  });
});
