// Issue 29 item 6: Redis behind Sentinel. Real servers on free ports: a redis-server as the
// master, a second as its replica, and the same binary as a sentinel watching them
// (`redis-server <conf> --sentinel`). The api and the worker get REDIS_SENTINELS and a REDIS_URL
// whose host does not exist, so only the sentinels can lead them to Redis: a sign-in's job goes
// through BullMQ (queue and worker on the sentinel options) into the audit log and live onto the
// Admin board (the Socket.IO adapter's connections too), every queue key under the hash-tagged
// prefix on the master. Then SENTINEL FAILOVER: the replica becomes the master, the clients
// follow it, and the next sign-in's job still runs.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { queuePrefix } from '../src/index.js';
import { findRedisServer, freePort } from '../src/infra/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { connected, joinRoom, openSocket } from '../../../test/sockets.js';

describe('redis-sentinel', () => {
  jest.setTimeout(120_000);

  const MASTER_NAME = 'hospital-test';
  const children: ChildProcess[] = [];
  const sockets: Socket[] = [];
  let tmp: string;
  let masterPort: number;
  let replicaPort: number;
  let sentinelPort: number;
  let app: TestApp;

  /** Starts the machine's redis-server with `args` and waits until it answers on `port`. */
  async function redisServer(args: string[], port: number): Promise<void> {
    const child = spawn(findRedisServer()!, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (c) => (output += c));
    child.stderr?.on('data', (c) => (output += c));
    await eventually(async () => {
      if (child.exitCode !== null) throw new Error(`redis-server ${args.join(' ')} exited: ${output.slice(-1000)}`);
      const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        return (await probe.ping()) === 'PONG';
      } catch {
        return false;
      } finally {
        probe.disconnect();
      }
    });
  }

  /** One command on a server of its own connection. */
  async function ask(port: number, ...command: [string, ...Array<string | number>]): Promise<unknown> {
    const client = new Redis({ port, host: '127.0.0.1', maxRetriesPerRequest: 1 });
    client.on('error', () => undefined);
    try {
      return await client.call(...command);
    } finally {
      client.disconnect();
    }
  }

  const masterOfSentinel = async () => Number(((await ask(sentinelPort, 'SENTINEL', 'GET-MASTER-ADDR-BY-NAME', MASTER_NAME)) as string[])[1]);

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'skin-sentinel-'));
    [masterPort, replicaPort, sentinelPort] = [await freePort(), await freePort(), await freePort()];
    const plain = ['--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', tmp];
    await redisServer(['--port', String(masterPort), ...plain], masterPort);
    await redisServer(['--port', String(replicaPort), ...plain, '--replicaof', '127.0.0.1', String(masterPort)], replicaPort);
    await eventually(async () => /master_link_status:up/.test(String(await ask(replicaPort, 'INFO', 'replication'))));
    const conf = path.join(tmp, 'sentinel.conf');
    writeFileSync(
      conf,
      [
        `port ${sentinelPort}`,
        'bind 127.0.0.1',
        `dir ${tmp}`,
        `sentinel monitor ${MASTER_NAME} 127.0.0.1 ${masterPort} 1`,
        `sentinel down-after-milliseconds ${MASTER_NAME} 2000`,
        `sentinel failover-timeout ${MASTER_NAME} 10000`,
        '',
      ].join('\n'),
    );
    await redisServer([conf, '--sentinel'], sentinelPort);
    // The sentinel knows the replica (it asks the master's INFO), so it can fail over to it.
    await eventually(async () => ((await ask(sentinelPort, 'SENTINEL', 'REPLICAS', MASTER_NAME)) as unknown[]).length === 1, 20_000);

    app = await startTestApp({
      worker: true,
      env: {
        // A host that does not exist: only the sentinels can say where Redis is.
        REDIS_URL: 'redis://through-sentinel.invalid:6379',
        REDIS_SENTINELS: `127.0.0.1:${sentinelPort}`,
        REDIS_SENTINEL_NAME: MASTER_NAME,
      },
    });
  });

  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await app?.close();
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  /** A sign-in's job, through BullMQ to the worker and into the audit log; its queue job. */
  async function signInThroughTheQueue(login: string) {
    const user = await app.login(login);
    const dataSource = app.api.get(DataSource);
    const [row] = await eventually(async () => {
      const rows = await dataSource.query(`SELECT job_id FROM audit_log WHERE user_id = $1 ORDER BY at DESC LIMIT 1`, [user.userID]);
      return rows.length ? rows : undefined;
    }, 20_000);
    // Around a failover the queue's own connection may be reconnecting for a moment: ask again.
    const job = await eventually(() => app.queue('audit').getJob(`outbox-${row.job_id}`).catch(() => undefined), 20_000);
    expect(job.name).toBe('audit.signIn');
    // BullMQ marks it completed once the handler has returned (a moment after the audit row).
    await eventually(() => job.isCompleted().catch(() => false), 20_000);
    return user;
  }

  it('the api and the worker find the master through the sentinel: a job is queued and run there', async () => {
    expect(app.config.redisSentinel).toEqual({ sentinels: [{ host: '127.0.0.1', port: sentinelPort }], name: MASTER_NAME, password: null });
    expect((await app.request('GET', '/api/health')).body).toMatchObject({ status: 'ok', redis: 'up' });

    const admin = await app.login('admin@demo.skin.go.th');
    const board = await connected(openSocket(app.baseUrl, admin.token, sockets));
    expect(await joinRoom(board, 'board:admin')).toEqual({ ok: true });
    const received: Array<{ userID: string }> = [];
    board.on('audit.signIn', (event) => received.push(event));

    const nurse = await signInThroughTheQueue('nurse@demo.skin.go.th');
    await eventually(async () => received.some((e) => e.userID === nurse.userID));

    // The queue's connection: sentinel options, resolved to the master's address.
    const client = (await app.queue('audit').backend.client) as unknown as Redis;
    expect(client.options.sentinels).toEqual([{ host: '127.0.0.1', port: sentinelPort }]);
    expect(client.options.name).toBe(MASTER_NAME);
    expect(client.stream.remotePort).toBe(masterPort);
    expect(await masterOfSentinel()).toBe(masterPort);

    // The Socket.IO adapter's subscriber found the master too: its channels are there.
    expect(((await ask(masterPort, 'PUBSUB', 'CHANNELS', `${app.config.redisPrefix}:io*`)) as string[]).length).toBeGreaterThan(0);

    // Every BullMQ key is on the master, under the hash-tagged prefix (one Cluster slot).
    const prefix = queuePrefix(app.config.redisPrefix);
    expect(prefix).toBe(`{${app.config.redisPrefix}}:bull`);
    const keys = (await ask(masterPort, 'KEYS', `*${app.config.redisPrefix}*`)) as string[];
    const queueKeys = keys.filter((k) => k.includes(':bull:'));
    expect(queueKeys.length).toBeGreaterThan(0);
    expect(queueKeys.every((k) => k.startsWith(`${prefix}:`))).toBe(true);
  });

  it('after SENTINEL FAILOVER the replica is the master, the clients follow it and jobs still run', async () => {
    expect(await ask(sentinelPort, 'SENTINEL', 'FAILOVER', MASTER_NAME)).toBe('OK');
    await eventually(async () => (await masterOfSentinel()) === replicaPort, 20_000);
    await eventually(async () => ((await ask(replicaPort, 'ROLE')) as string[])[0] === 'master', 20_000);
    // The sentinel makes the old master a replica of the new one (at its next look, within about
    // 10 s) and closes its clients' connections: they ask the sentinel again and reach the new master.
    await eventually(async () => ((await ask(masterPort, 'ROLE')) as string[])[0] === 'slave', 30_000);

    await signInThroughTheQueue('finance@demo.skin.go.th');
    const client = (await app.queue('audit').backend.client) as unknown as Redis;
    await eventually(async () => client.status === 'ready' && client.stream.remotePort === replicaPort, 10_000);
    expect((await app.request('GET', '/api/health')).body).toMatchObject({ status: 'ok', redis: 'up' });
  });
});
