// The cluster `npm run chaos` breaks on purpose (issue 18, Faults survived): a real PostgreSQL,
// a real Redis it can kill and bring back on the same port, the LINE/ThaiD/bank stand-ins,
// two api processes and two worker processes of the built product, all on free ports.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io } from 'socket.io-client';
import { findRedisServer, freePort, startEmbeddedPostgres } from '@hospital/core/infra';
import { DEMO_PASSWORD } from '@hospital/identity';
import { startStandIns } from '@hospital/integrations/stand-ins';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it answers something truthy, or throws `what` after `ms`. */
export async function until(check, ms, what) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await sleep(100);
  }
}

/** A redis-server on a fixed port that can be killed and started again there (empty, or from its AOF). */
async function startRedis(bin, dir, persistent) {
  const port = await freePort();
  let child = null;
  const args = () => [
    '--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '',
    ...(persistent ? ['--appendonly', 'yes', '--appendfsync', 'everysec'] : ['--appendonly', 'no']),
  ];
  const url = `redis://127.0.0.1:${port}`;
  const redis = {
    url,
    async start() {
      child = spawn(bin, args(), { stdio: 'ignore' });
      await until(async () => {
        const { Redis } = await import('ioredis');
        const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
        probe.on('error', () => undefined);
        try {
          await probe.connect();
          return (await probe.ping()) === 'PONG';
        } finally {
          probe.disconnect();
        }
      }, 10_000, `redis-server on ${port}`);
    },
    /** SIGKILL: no goodbye, no final save. */
    async kill() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
  await redis.start();
  return redis;
}

/** One product process (api or worker) that can be killed and started again. */
function productProcess(root, script, env) {
  let child = null;
  const proc = {
    get pid() {
      return child?.pid;
    },
    start() {
      child = spawn(process.execPath, [path.join(root, script)], { env, stdio: ['ignore', 'ignore', 'inherit'] });
      child.on('exit', (code, signal) => {
        proc.exited = { code, signal };
      });
      proc.exited = null;
      return proc;
    },
    /** SIGSTOP / SIGCONT: a process frozen mid-flight takes no job and renews no lock. */
    pause() {
      child?.kill('SIGSTOP');
    },
    resume() {
      child?.kill('SIGCONT');
    },
    /** Resident memory in bytes (Linux), or null once it has exited. */
    rss() {
      try {
        const line = readFileSync(`/proc/${child.pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
        return Number(line.split(/\s+/)[1]) * 1024;
      } catch {
        return null;
      }
    },
    async kill(signal = 'SIGKILL') {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
    exited: null,
  };
  return proc;
}

/**
 * Issue 29 item 2: CHAOS_FILES_STORE=s3 runs the suite with the files in a bucket: a real
 * S3-protocol server (s3rver, the tests' stand-in) on a port of its own, named to every api and
 * worker (FILES_STORE=s3, S3_*). s3rver keeps object `<key>` as the file `<key>._S3rver_object`
 * (with metadata beside it) under <dir>/<bucket>, and removes a folder once it is empty.
 */
async function startFilesStore(tmp) {
  if ((process.env.CHAOS_FILES_STORE || 'disk') === 'disk') {
    const filesDir = path.join(tmp, 'files');
    return { kind: 'disk', filesDir, env: { FILES_DIR: filesDir }, stop: async () => undefined };
  }
  if (process.env.CHAOS_FILES_STORE !== 's3') throw new Error(`CHAOS_FILES_STORE must be disk or s3 (got ${process.env.CHAOS_FILES_STORE})`);
  const { startS3StandIn } = await import(new URL('../../libs/integrations/dist/stand-ins/s3.js', import.meta.url).href);
  const dir = path.join(tmp, 's3');
  mkdirSync(dir);
  const s3 = await startS3StandIn({ dir, bucket: 'chaos-files' });
  return { kind: 's3', filesDir: path.join(dir, s3.bucket), endpoint: s3.endpoint, env: { ...s3.env, FILES_DIR: path.join(tmp, 'files') }, stop: () => s3.stop() };
}

const S3RVER_OBJECT = '._S3rver_object';

/** The names stored directly under `dir` of the files store (folders and files, as keys name them), whichever the store. */
function storedNamesIn(files, dir) {
  const full = path.join(files.filesDir, ...dir.split('/').filter(Boolean));
  let entries;
  try {
    entries = readdirSync(full);
  } catch {
    return [];
  }
  if (files.kind === 'disk') return entries.sort();
  return entries
    .flatMap((name) => {
      if (name.endsWith(S3RVER_OBJECT)) return [name.slice(0, -S3RVER_OBJECT.length)];
      return statSync(path.join(full, name), { throwIfNoEntry: false })?.isDirectory() ? [name] : [];
    })
    .sort();
}

export async function startCluster({ root, persistentRedis = false, apis = 2, workers = 2 }) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'skin-chaos-'));
  chmodSync(tmp, 0o755);
  const stops = [];
  // Persistent, so a restart (on the same port) finds its data; the whole folder goes at the end.
  const dbPort = await freePort();
  const startDb = () => startEmbeddedPostgres({ dataDir: path.join(tmp, 'pg'), password: 'chaos', persistent: true, port: dbPort });
  let db = await startDb();
  stops.push(() => db.stop());
  const bin = findRedisServer();
  if (!bin) throw new Error('npm run chaos needs redis-server (apt-get install redis-server).');
  const redisDir = path.join(tmp, 'redis');
  mkdirSync(redisDir);
  const redis = await startRedis(bin, redisDir, persistentRedis);
  stops.push(() => redis.stop());
  const files = await startFilesStore(tmp);
  stops.push(() => files.stop());

  const ports = [];
  for (let i = 0; i < apis; i++) ports.push(await freePort());
  const standIns = await startStandIns({ webOrigins: ports.map((p) => `http://127.0.0.1:${p}`) });
  stops.push(() => standIns.stop());
  const env = {
    ...process.env,
    ...standIns.env,
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    DEMO_MODE: '1',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.CHAOS_LOG_LEVEL ?? 'silent',
    LOGIN_RATE_LIMIT_MAX: '100000',
    // The local disk, or with CHAOS_FILES_STORE=s3 the bucket (FILES_STORE=s3, S3_*).
    ...files.env,
    // Scenario 5 waits for the orphan sweep: a short grace, looked for often.
    FILES_ORPHAN_AFTER_MS: '20000',
    FILES_SWEEP_EVERY_MS: '5000',
    PUBLIC_BASE_URL: `http://127.0.0.1:${ports[0]}`,
  };
  const apiProcs = ports.map((port) => productProcess(root, 'apps/api/dist/main.js', { ...env, PORT: String(port) }));
  // Issue 29 item 6: each worker answers /health on a port of its own; a scenario starts once every worker is ready.
  const workerPorts = [];
  for (let i = 0; i < workers; i++) workerPorts.push(await freePort());
  const workerProcs = workerPorts.map((port) => productProcess(root, 'apps/worker/dist/main.js', { ...env, WORKER_HEALTH_PORT: String(port) }));
  const health = (port, path = '/api/health') => fetch(`http://127.0.0.1:${port}${path}`).then((r) => r.ok, () => false);
  // The first api migrates and seeds alone; the others start once it is ready.
  apiProcs[0].start();
  await until(() => health(ports[0]), 120_000, 'api #1 ready');
  for (const api of apiProcs.slice(1)) api.start();
  for (const port of ports.slice(1)) await until(() => health(port), 120_000, `api on ${port} ready`);
  for (const worker of workerProcs) worker.start();
  for (const port of workerPorts) await until(() => health(port, '/health'), 120_000, `worker with health port ${port} ready`);
  stops.push(async () => {
    for (const p of [...apiProcs, ...workerProcs]) await p.kill('SIGTERM');
  });

  const sql = new pg.Pool({ connectionString: db.url, max: 4 });
  sql.on('error', () => undefined); // an idle client's connection dropped by a restart
  stops.push(() => sql.end());
  const sockets = [];
  stops.push(async () => sockets.forEach((s) => s.close()));

  const cluster = {
    tmp,
    env,
    redis,
    line: standIns.line,
    apis: apiProcs.map((proc, i) => ({ proc, url: `http://127.0.0.1:${ports[i]}` })),
    workers: workerProcs,
    sql: (text, values) => sql.query(text, values).then((r) => r.rows),
    /** A connection of its own (for a scenario that holds a lock in an open transaction). */
    async sqlClient() {
      const client = new pg.Client({ connectionString: db.url });
      client.on('error', () => undefined);
      await client.connect();
      return client;
    },
    /** 'disk' or 's3' (CHAOS_FILES_STORE). */
    filesStore: files.kind,
    /** Where the stored files are on this machine: FILES_DIR, or s3rver's folder of the bucket (objects as `<name>._S3rver_object`). */
    filesDir: files.filesDir,
    /** The names directly under `dir` (e.g. `tele-files/<fileID>` → ['resized', 'thumbnail']), as keys name them, for either store. */
    storedNames: (dir) => storedNamesIn(files, dir),
    health,
    database: {
      stop: () => db.stop(),
      async start() {
        db = await startDb();
      },
    },
    async request(apiIndex, method, url, { token, body } = {}) {
      const res = await fetch(`${cluster.apis[apiIndex].url}${url}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      let json = null;
      try {
        json = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: res.status, body: json };
    },
    async login(apiIndex, login) {
      const res = await cluster.request(apiIndex, 'POST', '/api/v1/identity/login', { body: { email: login, password: DEMO_PASSWORD } });
      if (res.status !== 200) throw new Error(`sign-in of ${login} answered ${res.status}`);
      return res.body.token;
    },
    /** A board page's socket on one api, joined to a room, recording every event it hears. */
    async boardSocket(apiIndex, token, room) {
      const socket = io(cluster.apis[apiIndex].url, { path: '/socket.io', auth: { token }, transports: ['websocket'] });
      sockets.push(socket);
      const heard = [];
      socket.onAny((event, payload) => heard.push({ event, payload }));
      await new Promise((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      // A reconnect joins again (the page does the same), so events after it still arrive.
      const join = () => new Promise((resolve) => socket.emit('join', room, resolve));
      socket.io.on('reconnect', () => void join());
      const joined = await join();
      if (!joined?.ok) throw new Error(`could not join ${room}: ${JSON.stringify(joined)}`);
      return { socket, heard };
    },
    async stop() {
      for (const stop of stops.reverse()) await stop().catch(() => undefined);
      rmSync(tmp, { recursive: true, force: true });
    },
  };
  return cluster;
}
